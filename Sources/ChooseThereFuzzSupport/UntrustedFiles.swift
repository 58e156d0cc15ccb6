import ChooseThereKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Feeding arbitrary bytes to the file readers

/// Runs untrusted bytes as the files choosethere reads: a backup to import
/// and a settings file. The fuzzer's other two modes (besides command
/// lines, `UntrustedInput`), and the test that replays its corpus. Never
/// throws: a crash here is a bug.
public enum UntrustedFiles {
    /// Writes `bytes` to `folder/untrusted-backup.json` and imports it
    /// through the session: a preview, then a merge when the preview
    /// passes. Returns true when the file was imported.
    @discardableResult
    public static func runAsBackup(_ bytes: some Collection<UInt8>, in session: Session, folder: URL) -> Bool {
        let file = folder.appendingPathComponent("untrusted-backup.json")
        guard (try? FileSystem.writeAtomically(Array(bytes), to: file)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: file) }
        let preview = render(session.run(.importFile(ImportRequest(path: file.path, mode: .merge, preview: true))))
        guard preview.ok else { return false }
        return render(session.run(.importFile(ImportRequest(path: file.path, mode: .merge)))).ok
    }

    /// Renders a reply both ways (text and `--json`), as the shell would.
    private static func render(_ reply: Reply) -> Reply {
        _ = TextRenderer().render(reply).lines.map(\.text)
        _ = JSONRenderer.envelope(reply, intent: nil, command: "import", location: nil).encoded()
        return reply
    }

    /// Writes `bytes` as `folder/settings.json`, loads it, saves one change
    /// over it, and loads the result (which must then read cleanly).
    /// Returns true when the saved file read back without warnings.
    @discardableResult
    public static func runAsSettings(_ bytes: some Collection<UInt8>, folder: URL) -> Bool {
        let url = folder.appendingPathComponent("settings.json")
        try? FileManager.default.removeItem(atPath: url.path + ".broken")
        guard (try? FileSystem.writeAtomically(Array(bytes), to: url)) != nil else { return false }
        let file = SettingsFile(url: url)
        guard let loaded = try? file.load() else { return false }
        _ = loaded.settings.json.prettyEncoded()
        guard (try? file.update({ $0.learning.toggle() })) != nil, let again = try? file.load() else { return false }
        // What was written must read back as what was set.
        return !again.isBroken && again.settings.learning != loaded.settings.learning
    }
}
