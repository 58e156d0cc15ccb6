import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Sending a response, politely or not

extension HTTPTestServer {
    /// Sends `response` the way its `delivery` says. Hostile ways are bounded
    /// (`hostileLimit`) and end early when the client leaves or the server stops.
    func deliver(_ response: Response, to client: Int32) {
        let started = Date()
        func goOn() -> Bool { !isStopped && Date().timeIntervalSince(started) < HTTPTestServer.hostileLimit.seconds }
        switch response.delivery {
        case .whole:
            _ = sendAll(HTTPTestServer.head(response, length: response.body.count) + response.body, to: client)
        case .endlessChunks:
            guard sendAll(HTTPTestServer.head(response, length: nil), to: client) else { return }
            let size = 64 * 1024
            let chunk = Array(String(size, radix: 16).utf8) + [13, 10] + [UInt8](repeating: 0x20, count: size) + [13, 10]
            var sent = 0
            while goOn(), sent < HTTPTestServer.hostileLimit.bytes, sendAll(chunk, to: client) { sent += size }
        case .chunked:
            guard sendAll(HTTPTestServer.head(response, length: nil), to: client) else { return }
            var start = 0
            while start < response.body.count, goOn() {
                let piece = Array(response.body[start..<min(response.body.count, start + 64 * 1024)])
                guard sendAll(Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10], to: client) else { return }
                start += piece.count
            }
            _ = sendAll(Array("0\r\n\r\n".utf8), to: client)
        case .drip(let interval):
            guard sendAll(HTTPTestServer.head(response, length: response.body.count), to: client) else { return }
            for byte in response.body {
                guard goOn(), sendAll([byte], to: client) else { return }
                if !waitForClientToLeave(client, seconds: interval) { return }
            }
        case .announcing(let length):
            guard sendAll(HTTPTestServer.head(response, length: length) + response.body, to: client) else { return }
            _ = waitForClientToLeave(client, seconds: HTTPTestServer.hostileLimit.seconds)
        case .silence:
            _ = waitForClientToLeave(client, seconds: HTTPTestServer.hostileLimit.seconds)
        }
    }

    /// Waits up to `seconds`; returns false as soon as the client closes the
    /// connection (or the server stops), true if it is still there.
    func waitForClientToLeave(_ client: Int32, seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        var scratch = [UInt8](repeating: 0, count: 512)
        while Date() < end {
            if isStopped { return false }
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, min(100, end.timeIntervalSinceNow * 1000))))
            if ready > 0 {
                let n = scratch.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                if n <= 0 { return false }
            }
        }
        return true
    }
}
