#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Where an export may write

/// The program's own files and folders, which an export must never replace.
public struct OwnFiles: Sendable, Equatable {
    /// Exact paths, each with what it is ("the store").
    public var files: [(path: String, label: String)]
    /// Folders nothing may be written into.
    public var folders: [(path: String, label: String)]

    public init(files: [(path: String, label: String)], folders: [(path: String, label: String)]) {
        self.files = files
        self.folders = folders
    }

    public static func == (a: OwnFiles, b: OwnFiles) -> Bool {
        a.files.map(\.path) == b.files.map(\.path) && a.folders.map(\.path) == b.folders.map(\.path)
    }
}

extension AppPaths {
    /// The store (with its -wal, -shm and -journal), settings.json, the
    /// history and the cache folder. `storePath` is the store actually open.
    public func ownFiles(storePath: String) -> OwnFiles {
        var files: [(path: String, label: String)] = []
        for store in Set([storePath, storeFile.path]) {
            files += [
                (store, "the store"), (store + "-wal", "the store's log"), (store + "-shm", "the store's shared memory"),
                (store + "-journal", "the store's journal"),
            ]
        }
        files += [
            (settingsFile.path, "the settings"), (historyFile.path, "the history"), (rcFile.path, "the startup file"),
            (eventLogFile.path, "the event log"),
        ]
        return OwnFiles(files: files, folders: [(cacheDir.path, "the cache folder")])
    }
}

extension FileSystem {
    /// Writes an export to `url`: only over a regular file or under a new
    /// name in an existing folder, never over a FIFO, device, socket,
    /// folder or symbolic link, never one of `own`, and never creating
    /// folders. Then writes atomically (`replaceFile`).
    public static func writeExport(_ bytes: [UInt8], to url: URL, protecting own: OwnFiles) throws(FileError) {
        try checkExportTarget(url.path, protecting: own)
        try replaceFile(atPath: url.path, with: bytes)
    }

    /// `writeExport` for content made piece by piece (`replaceFile`):
    /// `produce` hands each piece to `emit`. Throws `FileError`, or what
    /// `produce` throws.
    public static func writeExport<T>(
        to url: URL, protecting own: OwnFiles,
        _ produce: (_ emit: ([UInt8]) throws -> Void) throws -> T
    ) throws -> T {
        try checkExportTarget(url.path, protecting: own)
        return try replaceFile(atPath: url.path, produce)
    }

    /// Why `path` may not receive an export, as an error; nothing when it may.
    static func checkExportTarget(_ path: String, protecting own: OwnFiles) throws(FileError) {
        let folder = parentPath(of: path)
        var info = stat()
        if stat(folder, &info) != 0 {
            let reason =
                errno == ENOENT
                ? "the folder \(folder) does not exist (export does not create folders)"
                : describe(errno: errno, fallback: "cannot reach the folder \(folder)")
            throw FileError(path: path, reason: reason)
        }
        if (info.st_mode & S_IFMT) != S_IFDIR { throw FileError(path: path, reason: "\(folder) is not a folder") }
        var target = stat()
        let exists = lstat(path, &target) == 0
        if exists, let kind = notRegular(target.st_mode) {
            throw FileError(path: path, reason: "is \(kind); export writes only to a regular file or a new name")
        }
        let realFolder = canonical(folder)
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
        for (ownPath, label) in own.files {
            let sameName = joined(canonical(parentPath(of: ownPath)), lastComponent(ownPath)) == joined(realFolder, name)
            var ownInfo = stat()
            let sameFile = exists && stat(ownPath, &ownInfo) == 0 && ownInfo.st_dev == target.st_dev && ownInfo.st_ino == target.st_ino
            if sameName || sameFile { throw FileError(path: path, reason: "is \(label) of choosethere; export a backup somewhere else") }
        }
        for (ownFolder, label) in own.folders {
            let real = canonical(ownFolder)
            if realFolder == real || realFolder.hasPrefix(joined(real, "")) {
                throw FileError(path: path, reason: "is inside \(label) of choosethere; export a backup somewhere else")
            }
        }
    }

    /// What a file that is not a regular one is, or nil for a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a regular file"
        }
    }

    /// `path` with symbolic links and `..` resolved as far as it exists
    /// (a missing tail is kept as written).
    static func canonical(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = parentPath(of: path)
        guard parent != path, !parent.isEmpty else { return path }
        return joined(canonical(parent), lastComponent(path))
    }

    /// `folder/name`, without doubling the slash of the root.
    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func parentPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// The names of an export's further files, when one file cannot hold it.
public enum ExportParts {
    /// `backup.json` → `backup-2.json` (part 2), `backup` → `backup-2`.
    public static func url(_ first: URL, part: Int) -> URL {
        let ext = first.pathExtension
        let stem = first.deletingPathExtension().lastPathComponent
        let name = ext.isEmpty ? "\(stem)-\(part)" : "\(stem)-\(part).\(ext)"
        return first.deletingLastPathComponent().appendingPathComponent(name)
    }
}

extension FileSystem {
    /// True when `path` is a symbolic link (dangling or not).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
