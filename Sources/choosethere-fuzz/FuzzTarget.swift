import ChooseThereFuzzSupport
import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - libFuzzer entry point

/// One session over a temporary store, shared by every input of this run
/// (a fresh store per input would spend the time seeding).
enum FuzzSession {
    static let root = URL(fileURLWithPath: "/tmp/choosethere-fuzz-\(getpid())")
    /// Where inputs are written as backup and settings files.
    static let files = root.appendingPathComponent("files")

    nonisolated(unsafe) static var shared: Session? = {
        let root = FuzzSession.root
        let paths = AppPaths(
            configDir: root.appendingPathComponent("config"), dataDir: root.appendingPathComponent("data"),
            stateDir: root.appendingPathComponent("state"), cacheDir: root.appendingPathComponent("cache"))
        guard let store = try? Store(url: paths.storeFile) else { return nil }
        let resources = Resources.locate(environment: [:])
        _ = resources.seedFile.flatMap { try? store.applySeed(file: $0) }
        let clients = SessionClients(store: .live(store), nearby: .unreachable, settings: .discard)
        return Session(
            state: SessionState(), clients: clients, resources: resources,
            paths: Paths(home: root.path, workingDirectory: root.path, app: paths), clock: .live, random: RandomSource(seed: 1),
            options: SessionOptions(interactive: false, offline: true, seed: 1))
    }()
    nonisolated(unsafe) static var runs = 0
}

/// Every input runs three ways: as command lines, as a backup file to
/// import (preview, then merge), and as a settings file (load, save, load).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let session = FuzzSession.shared else { return 0 }
    let input = UnsafeBufferPointer(start: data, count: size)
    UntrustedInput.run(input, in: session)
    UntrustedFiles.runAsBackup(input, in: session, folder: FuzzSession.files)
    UntrustedFiles.runAsSettings(input, folder: FuzzSession.files)
    FuzzSession.runs += 1
    return 0
}
