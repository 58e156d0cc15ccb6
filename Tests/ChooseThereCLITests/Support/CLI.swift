import Foundation

// MARK: - Running the real binary

/// A temporary home: the four XDG directories and HOME, removed afterwards.
final class TempHome: @unchecked Sendable {
    let root: URL

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("choosethere-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var config: URL { root.appendingPathComponent("config") }
    var data: URL { root.appendingPathComponent("data") }
    var state: URL { root.appendingPathComponent("state") }
    var cache: URL { root.appendingPathComponent("cache") }
    var storeFile: URL { data.appendingPathComponent("choosethere/choosethere.sqlite3") }
    var settingsFile: URL { config.appendingPathComponent("choosethere/settings.json") }
    var historyFile: URL { state.appendingPathComponent("choosethere/history") }

    /// The environment a test run gets: only our variables, nothing from the developer's shell.
    var environment: [String: String] {
        [
            "HOME": root.path,
            "XDG_CONFIG_HOME": config.path,
            "XDG_DATA_HOME": data.path,
            "XDG_STATE_HOME": state.path,
            "XDG_CACHE_HOME": cache.path,
            "PATH": "/usr/bin:/bin",
            "TZ": "UTC",
            "COLUMNS": "80",
            "LANG": "C.UTF-8",
        ]
    }

    /// Writes a file under the temporary root and returns its URL.
    @discardableResult
    func write(_ name: String, _ text: String) -> URL {
        let url = root.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: false, encoding: .utf8)
        return url
    }
}

/// The result of one run.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The `choosethere` binary built next to the test bundle.
    static let binary: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("choosethere")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        // Fallback: the package's default build folder.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/choosethere")
    }()

    /// The repository root (for Resources and fixtures).
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the binary with `arguments`, feeding `stdin`, in `home`'s environment.
    /// `mergeOutput` sends stderr into the stdout pipe (transcripts keep order).
    static func run(
        _ arguments: [String], home: TempHome, stdin: String? = nil, cwd: URL? = nil,
        extraEnvironment: [String: String] = [:], mergeOutput: Bool = false
    ) throws -> RunResult {
        try runProgram(
            binary, arguments, environment: home.environment.merging(extraEnvironment) { _, new in new },
            cwd: cwd ?? home.root, stdin: stdin, mergeOutput: mergeOutput)
    }

    /// Runs the same scripts at once in separate processes (`-f NAME.ct`,
    /// stopping at the first error); their exit statuses, in finishing order.
    static func runConcurrently(_ scripts: [String], home: TempHome) -> [Int32] {
        let group = DispatchGroup()
        final class Statuses: @unchecked Sendable { var values: [Int32] = []; let lock = NSLock() }
        let statuses = Statuses()
        for name in scripts {
            group.enter()
            DispatchQueue.global().async {
                let r = try? CLI.run(["--stop-on-error", "-f", "\(name).ct"], home: home)
                statuses.lock.lock(); statuses.values.append(r?.status ?? -1); statuses.lock.unlock()
                group.leave()
            }
        }
        group.wait()
        return statuses.values
    }

    /// Runs any program with exactly `environment`, reading both pipes fully
    /// before waiting (a full pipe never blocks the child).
    static func runProgram(
        _ program: URL, _ arguments: [String], environment: [String: String], cwd: URL? = nil,
        stdin: String? = nil, mergeOutput: Bool = false
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        if let cwd { process.currentDirectoryURL = cwd }
        let outPipe = Pipe()
        let errPipe = mergeOutput ? outPipe : Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let stdin {
            let data = Data(stdin.utf8)
            DispatchQueue.global().async {
                inPipe.fileHandleForWriting.write(data)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        // Read both pipes fully before waiting, so a full pipe never blocks the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        if !mergeOutput {
            group.enter()
            DispatchQueue.global().async {
                errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs another program (readelf, man) and returns its standard output
    /// (with standard error after it when `mergeErrors`).
    static func runTool(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        mergeErrors: Bool = false
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = mergeErrors ? out : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A unified diff of two texts (via diff -u), for readable failures.
    static func diff(expected: String, actual: String, label: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ct-diff-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("expected"), b = dir.appendingPathComponent("actual")
        try? expected.write(to: a, atomically: false, encoding: .utf8)
        try? actual.write(to: b, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", "--label", "\(label) (expected)", "--label", "\(label) (actual)", a.path, b.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "(diff unavailable)" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
