#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Private files and atomic writes

/// A file-system failure naming the path and the reason.
public struct FileError: Error, Sendable, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// File helpers that keep the user's data private (directories 0700, files
/// 0600) and never leave a half-written file behind.
public enum FileSystem {
    /// Creates `url` and missing parents with mode 0700.
    public static func createPrivateDirectory(_ url: URL) throws(FileError) {
        var info = stat()
        if stat(url.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw FileError(path: url.path, reason: "exists and is not a directory")
        }
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileError(path: url.path, reason: describe(errno: errno, fallback: "cannot create the directory"))
        }
    }

    /// Creates an empty file with mode 0600 if it does not exist.
    public static func createPrivateFile(atPath path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 { throw FileError(path: path, reason: describe(errno: errno, fallback: "cannot create")) }
        close(fd)
    }

    /// Writes `bytes` to `url` atomically (`replaceFile`), creating missing
    /// folders 0700 first: for the program's own files (settings, cache).
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(FileError) {
        try createPrivateDirectory(url.deletingLastPathComponent())
        try replaceFile(atPath: url.path, with: bytes)
    }

    /// Reads a whole regular file, refusing directories and files over `limit` bytes.
    public static func readFile(_ url: URL, limit: Int = 64 << 20) throws(FileError) -> [UInt8] {
        let path = url.path
        var info = stat()
        if stat(path, &info) != 0 {
            throw FileError(path: path, reason: describe(errno: errno, fallback: "cannot read"))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: "is a directory, not a file") }
        if (info.st_mode & S_IFMT) != S_IFREG { throw FileError(path: path, reason: "is not a regular file") }
        if Int(info.st_size) > limit {
            throw FileError(path: path, reason: "is too large (\(info.st_size / (1 << 20)) MB; the limit is \(limit >> 20) MB)")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw FileError(path: path, reason: describe(errno: errno, fallback: "cannot read")) }
        defer { close(fd) }
        return try readAll(fd, path: path, size: Int(info.st_size), limit: limit)
    }

    /// Reads one of the program's own files (settings, the nearby cache, the
    /// event log): opened with `O_NOFOLLOW|O_NONBLOCK`, and refused unless it
    /// is a regular file owned by this user — a symbolic link, a FIFO (which
    /// would block for ever) or another user's file planted there is never read.
    public static func readOwnFile(_ url: URL, limit: Int) throws(FileError) -> [UInt8] {
        let path = url.path
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            throw FileError(
                path: path,
                reason: code == ELOOP
                    ? "is a symbolic link; choosethere reads only its own regular files"
                    : describe(errno: code, fallback: "cannot read"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, reason: describe(errno: errno, fallback: "cannot read")) }
        try checkOwn(info, path: path)
        return try readAll(fd, path: path, size: Int(info.st_size), limit: limit)
    }

    /// Throws unless `info` is a regular file owned by this user.
    public static func checkOwn(_ info: stat, path: String) throws(FileError) {
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: "is a directory, not a file") }
        if (info.st_mode & S_IFMT) != S_IFREG { throw FileError(path: path, reason: "is not a regular file") }
        if info.st_uid != getuid() { throw FileError(path: path, reason: "belongs to another user; choosethere reads only its own files") }
    }

    /// The rest of an open file, refusing more than `limit` bytes.
    static func readAll(_ fd: Int32, path: String, size: Int, limit: Int) throws(FileError) -> [UInt8] {
        if size > limit {
            throw FileError(path: path, reason: "is too large (\(size / (1 << 20)) MB; the limit is \(limit >> 20) MB)")
        }
        var result: [UInt8] = []
        result.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: describe(errno: errno, fallback: "read failed"))
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit {
                throw FileError(path: path, reason: "is too large (the limit is \(limit >> 20) MB)")
            }
        }
        return result
    }

    /// True when `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A short human reason for an errno value.
    public static func describe(errno code: Int32, fallback: String) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory, not a file"
        case ENOTDIR: "a parent is not a directory"
        case ENOSPC: "no space left on the device"
        case EROFS: "read-only file system"
        default:
            if let s = strerror(code) { String(cString: s).lowercased() } else { fallback }
        }
    }
}
