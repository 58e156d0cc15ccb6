// MARK: - Rows kept as the file's bytes until they are used

/// The places or visits of a backup. Written backups hold them as values;
/// a file being imported holds only where each checked row lies in the
/// file, and reads a row again whenever it is used. A 50 MB file costs
/// about 50 MB this way, where decoded rows (many short strings on the
/// heap) measured close to six times their size in the file.
public struct BackupRows<Element: Sendable & Equatable>: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    enum Storage: Sendable {
        case values([Element])
        /// Byte ranges of checked rows in `bytes`, and how to read one.
        case file(bytes: [UInt8], starts: [UInt32], ends: [UInt32], read: @Sendable (JSON) -> Element)
    }

    let storage: Storage

    public init(_ values: [Element]) { storage = .values(values) }
    public init(arrayLiteral elements: Element...) { storage = .values(elements) }

    /// `read` turns a row into an element, total: whatever it is given
    /// (`.null` included) it returns something the importer can refuse.
    init(bytes: [UInt8], starts: [UInt32], ends: [UInt32], read: @escaping @Sendable (JSON) -> Element) {
        storage = .file(bytes: bytes, starts: starts, ends: ends, read: read)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .file(_, let starts, _, _): starts.count
        }
    }

    /// The row at `position`. A file row was checked when the file was
    /// read, so reading it again gives the same row; were it ever to fail,
    /// `read(.null)` gives an element without an id, which import refuses.
    public subscript(position: Int) -> Element {
        switch storage {
        case .values(let values):
            return values[position]
        case .file(let bytes, let starts, let ends, let read):
            let row: JSON? = bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[Int(starts[position])..<Int(ends[position])])
                var parser = JSONByteParser(bytes: slice, limits: BackupLimits.json)
                parser.valuesLeft = BackupLimits.valuesPerRow
                return try? parser.parseValue()
            }
            return read(row ?? .null)
        }
    }

    /// Every row as a value (tests and small files).
    public var values: [Element] { Array(self) }

    public static func == (a: BackupRows, b: BackupRows) -> Bool { a.count == b.count && a.elementsEqual(b) }
}
