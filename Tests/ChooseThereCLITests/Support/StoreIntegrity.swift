import ChooseThereKit
import Foundation
import Testing

// MARK: - After a fault: the store is whole

extension TempHome {
    /// `PRAGMA integrity_check` on this home's store (issue 14: after every
    /// fault test). A home whose store was never created passes.
    func expectStoreIntact(sourceLocation: SourceLocation = #_sourceLocation) {
        guard FileManager.default.fileExists(atPath: storeFile.path) else { return }
        do {
            let db = try Database(path: storeFile.path)
            #expect(try db.scalar("PRAGMA integrity_check")?.text == "ok", sourceLocation: sourceLocation)
            #expect(try db.scalar("PRAGMA foreign_key_check") == nil, "no visit without its place", sourceLocation: sourceLocation)
        } catch {
            Issue.record("the store could not be opened: \(error)", sourceLocation: sourceLocation)
        }
    }
}
