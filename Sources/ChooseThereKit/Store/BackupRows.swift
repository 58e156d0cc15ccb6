// MARK: - Rows kept packed until they are used

/// The places or visits of a backup. Written backups hold them as values;
/// a file being imported holds them packed in one byte buffer (`Packer`)
/// and unpacks a row whenever it is used. A 48 MB file of short strings
/// costs about its own size this way; as values, close to six times that.
public struct BackupRows<Element: Sendable & Equatable>: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    enum Storage: Sendable {
        case values([Element])
        /// Row `i` is `bytes[starts[i]...]`, read by `unpack`.
        case packed(bytes: [UInt8], starts: [UInt32], unpack: @Sendable (inout Unpacker) -> Element)
    }

    let storage: Storage

    public init(_ values: [Element]) { storage = .values(values) }
    public init(arrayLiteral elements: Element...) { storage = .values(elements) }
    init(packed bytes: [UInt8], starts: [UInt32], unpack: @escaping @Sendable (inout Unpacker) -> Element) {
        storage = .packed(bytes: bytes, starts: starts, unpack: unpack)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .packed(_, let starts, _): starts.count
        }
    }

    public subscript(position: Int) -> Element {
        switch storage {
        case .values(let values):
            return values[position]
        case .packed(let bytes, let starts, let unpack):
            return bytes.withUnsafeBufferPointer { buffer in
                var reader = Unpacker(bytes: buffer, offset: Int(starts[position]))
                return unpack(&reader)
            }
        }
    }

    /// Every row as a value (tests and small files).
    public var values: [Element] { Array(self) }

    public static func == (a: BackupRows, b: BackupRows) -> Bool { a.count == b.count && a.elementsEqual(b) }
}

/// Collects rows packed, for a `BackupRows`.
struct RowPack<Element: Sendable & Equatable> {
    var packer = Packer()
    var starts: [UInt32] = []
    let pack: (Element, inout Packer) -> Void
    let unpack: @Sendable (inout Unpacker) -> Element

    mutating func append(_ element: Element) {
        // Files are at most `BackupLimits.fileBytes`, and rows pack smaller than they were written.
        starts.append(UInt32(truncatingIfNeeded: packer.bytes.count))
        pack(element, &packer)
    }

    var rows: BackupRows<Element> { BackupRows(packed: packer.bytes, starts: starts, unpack: unpack) }
}

extension RowPack where Element == Restaurant {
    init() { self.init(pack: Restaurant.pack, unpack: Restaurant.unpack) }
}

extension RowPack where Element == Visit {
    init() { self.init(pack: Visit.pack, unpack: Visit.unpack) }
}
