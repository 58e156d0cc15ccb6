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
    nonisolated(unsafe) static var shared: Session? = {
        let root = URL(fileURLWithPath: "/tmp/choosethere-fuzz-\(getpid())")
        let paths = AppPaths(configDir: root.appendingPathComponent("config"), dataDir: root.appendingPathComponent("data"),
                             stateDir: root.appendingPathComponent("state"), cacheDir: root.appendingPathComponent("cache"))
        guard let store = try? Store(url: paths.storeFile) else { return nil }
        let resources = Resources.locate(environment: [:], executablePath: CommandLine.arguments.first ?? "")
        _ = resources.seedFile.flatMap { try? store.applySeed(file: $0) }
        let settingsFile = SettingsFile(url: paths.settingsFile)
        let options = SessionOptions(interactive: false, offline: true, seed: 1)
        return Session(store: store, settings: Settings(), settingsFile: settingsFile, paths: paths, resources: resources, options: options)
    }()
    nonisolated(unsafe) static var runs = 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let session = FuzzSession.shared else { return 0 }
    UntrustedInput.run(UnsafeBufferPointer(start: data, count: size), in: session)
    FuzzSession.runs += 1
    return 0
}
