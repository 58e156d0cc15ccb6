import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - A script file read one bounded line at a time

/// An open script (`-f`, `source`, the startup file). Lines are read as
/// they run, through a `BoundedLineReader`, so memory never depends on the
/// file's size: a 60 MB script costs what its longest line costs.
final class ScriptFile {
    let url: URL
    private let fd: Int32
    private var reader: BoundedLineReader
    /// Number of the line last returned (1-based).
    private(set) var lineNumber = 0

    /// Why a line could not be read.
    enum LineError: Error, Equatable {
        case tooLong
        case notText
    }

    /// Opens a regular file for reading; FIFOs and devices are refused
    /// (opened without blocking, so a FIFO never hangs the program).
    init(_ url: URL) throws(FileError) {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw FileError(path: path, reason: FileSystem.describe(errno: errno, fallback: "cannot read")) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw FileError(path: path, reason: FileSystem.describe(errno: errno, fallback: "cannot read"))
        }
        if (info.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            let directory = (info.st_mode & S_IFMT) == S_IFDIR
            throw FileError(path: path, reason: directory ? "is a directory, not a file" : "is not a regular file")
        }
        self.url = url
        self.fd = fd
        self.reader = BoundedLineReader(fd: fd, limit: ScriptRunner.maxLineBytes)
    }

    deinit { close(fd) }

    /// The next line as text, nil at the end of the file.
    func next() -> Result<String, LineError>? {
        while true {
            guard let line = reader.next() else { return nil }
            lineNumber += 1
            switch line {
            case .tooLong:
                return .failure(.tooLong)
            case .text(let bytes):
                // Blank lines are skipped here, without making a string of them.
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                return Self.text(bytes)
            }
        }
    }

    private static func text(_ bytes: [UInt8]) -> Result<String, LineError> {
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notText) }
        return .success(text)
    }
}
