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
        let resources = Resources.locate(environment: [:])
        _ = resources.seedFile.flatMap { try? store.applySeed(file: $0) }
        let clients = SessionClients(store: .live(store), nearby: .unreachable, settings: .discard)
        return Session(state: SessionState(), clients: clients, resources: resources,
                       paths: Paths(home: root.path, workingDirectory: root.path, app: paths), clock: .live, random: RandomSource(seed: 1),
                       options: SessionOptions(interactive: false, offline: true, seed: 1))
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
