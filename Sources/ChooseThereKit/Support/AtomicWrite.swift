#if canImport(Glibc)
import Glibc
#endif

// MARK: - Replacing a file in one step

extension FileSystem {
    /// Writes `bytes` to `path` atomically: a new 0600 temporary file in the
    /// same folder (created with `O_EXCL|O_NOFOLLOW`, so a file or symlink
    /// planted under its name is never opened), written, flushed, renamed
    /// over the target, and the folder flushed. The temporary file is
    /// removed on every failure, and by `TempFileGuard` when a signal ends
    /// the process half-way.
    static func replaceFile(atPath path: String, with bytes: [UInt8]) throws(FileError) {
        do {
            try replaceFile(atPath: path) { emit in try emit(bytes) }
        } catch let error as FileError {
            throw error
        } catch {
            throw FileError(path: path, reason: "\(error)")  // the producer above throws only what `emit` throws
        }
    }

    /// `replaceFile` for content made piece by piece: `produce` hands each
    /// piece to `emit`, which writes it at once, so the whole never has to be
    /// in memory. Whatever `produce` throws ends the write and removes the
    /// temporary file; `emit` throws `FileError`.
    static func replaceFile<T>(atPath path: String, _ produce: (_ emit: ([UInt8]) throws -> Void) throws -> T) throws -> T {
        // Signals wait while the file is created and registered, so none can
        // end the process between the two and leave the file behind.
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in TempFileGuard.signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let created = Result { () throws(FileError) in try createTemporary(beside: path) }
        let slot = (try? created.get()).flatMap { TempFileGuard.arm($0.1) }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let (fd, temp) = try created.get()
        defer { TempFileGuard.disarm(slot) }
        let result: T
        do {
            result = try produce { piece throws(FileError) in
                if let failure = writeAll(fd, piece) {
                    throw FileError(path: path, reason: describe(errno: failure, fallback: "write failed"))
                }
            }
            if fsync(fd) != 0 { throw FileError(path: path, reason: describe(errno: errno, fallback: "write failed")) }
            // A signal is ending the program: the target stays as it was.
            if TempFileGuard.writesAbandoned { throw FileError(path: path, reason: "interrupted") }
        } catch {
            close(fd)
            unlink(temp)
            throw error
        }
        close(fd)
        if rename(temp, path) != 0 {
            let e = errno
            unlink(temp)
            throw FileError(path: path, reason: describe(errno: e, fallback: "cannot replace the file"))
        }
        syncFolder(of: path)
        return result
    }

    /// A new temporary file next to `path`: `PATH.tmp-PID`, or with a
    /// counter when that name is taken (by a leftover or a planted link).
    private static func createTemporary(beside path: String) throws(FileError) -> (Int32, String) {
        let base = path + ".tmp-\(getpid())"
        for attempt in 0..<10 {
            let temp = attempt == 0 ? base : base + "-\(attempt)"
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, temp) }
            if errno != EEXIST && errno != ELOOP {
                throw FileError(path: path, reason: describe(errno: errno, fallback: "cannot write"))
            }
        }
        throw FileError(path: path, reason: "cannot create a temporary file next to it (\(base) and nine others exist)")
    }

    /// Writes everything, retrying interrupted and partial writes; the errno of a failure, or nil.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let start = raw.baseAddress else { return nil }
            var written = 0
            while written < raw.count {
                // 1 MB at a time: a signal between writes finds the file registered.
                let n = write(fd, start + written, min(raw.count - written, 1 << 20))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? errno : EIO }
                written += n
            }
            return nil
        }
    }

    /// Flushes the folder entry of a rename (best effort: some file systems refuse).
    private static func syncFolder(of path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let fd = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
