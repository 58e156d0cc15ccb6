// MARK: - The store's failures in words

extension StoreError: CustomStringConvertible {
    public var description: String { message(.english) }

    /// The sentence in `wording`'s language (SQLite's own reasons stay as SQLite words them).
    public func message(_ wording: Wording) -> String {
        switch self {
        case .notADatabase(let path): wording.text(.storeNotADatabase, ["path": path])
        case .foreignDatabase(let path): wording.text(.storeForeign, ["path": path])
        case .readOnlyNeedsUpgrade(let path): wording.text(.storeReadOnlyUpgrade, ["path": path])
        case .newerSchema(let path, let version, let supported):
            wording.text(.storeNewerSchema, ["path": path, "version": "\(version)", "supported": "\(supported)"])
        case .cannotOpen(let path, let reason): wording.text(.storeCannotOpen, ["path": path, "reason": reason])
        case .busy(let path): wording.text(.storeBusy, ["path": path])
        case .readOnly(let path): wording.text(.storeReadOnly, ["path": path])
        case .diskFull(let path): wording.text(.storeDiskFull, ["path": path])
        case .ioFailed(let path): wording.text(.storeIOFailed, ["path": path])
        case .refused(let path, let code, _): wording.text(.storeRefused, ["path": path, "code": "\(code)"])
        case .failed(let path, let reason): wording.text(.storeFailed, ["path": path, "reason": reason])
        }
    }
}
