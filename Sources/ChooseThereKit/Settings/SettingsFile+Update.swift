#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Changing only what a command set

extension SettingsFile {
    /// Reads the file as it is now, applies `change`, writes it back: keys
    /// this command did not set keep whatever another shell wrote meanwhile.
    /// Returns where a broken file was kept, when it was.
    @discardableResult
    public func update(replacingBroken: Bool, _ change: (inout Settings) -> Void) throws(FileError) -> String? {
        var current = (try? load()).map { $0.isBroken ? Settings() : $0.settings } ?? Settings()
        change(&current)
        let notice = try save(current, replacingBroken: replacingBroken)
        return notice == nil ? nil : url.path + ".broken"
    }
}
