import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// choosethere-net: the one process that talks to the network.
//
// `choosethere` itself never links the networking stack (it would triple its
// start-up time); when a nearby search or an address lookup needs the
// network, it runs this helper with the URL and reads the answer:
//
//   choosethere-net URL --user-agent UA [--timeout SECONDS] [--max-bytes N]
//
// Success (exit 0): one header line `HTTP <status> <retry-after seconds or ->`
// on stdout, then the body. Failure: a message on stderr and exit
//   10 timeout, 11 cannot connect (no network, refused, DNS), 12 body too large,
//   13 any other transport error, 2 usage error.

struct Options {
    var url: URL
    var userAgent = "choosethere"
    var timeout: TimeInterval = 10
    var maxBytes = 8 << 20
}

func parse(_ args: [String]) -> Options? {
    guard args.count >= 2, let url = URL(string: args[1]) else { return nil }
    var o = Options(url: url)
    var i = 2
    while i + 1 < args.count {
        switch args[i] {
        case "--user-agent": o.userAgent = args[i + 1]
        case "--timeout": o.timeout = TimeInterval(args[i + 1]) ?? o.timeout
        case "--max-bytes": o.maxBytes = Int(args[i + 1]) ?? o.maxBytes
        default: return nil
        }
        i += 2
    }
    return o
}

/// Collects the body, refusing it once it passes the limit.
final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let maxBytes: Int
    var data = Data()
    var response: HTTPURLResponse?
    var error: Error?
    var tooLarge = false
    let done = DispatchSemaphore(value: 0)

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        self.response = response as? HTTPURLResponse
        if response.expectedContentLength > Int64(maxBytes) {
            tooLarge = true
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        self.data.append(data)
        if self.data.count > maxBytes {
            tooLarge = true
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        self.error = error
        done.signal()
    }
}

func fail(_ code: Int32, _ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

guard let options = parse(CommandLine.arguments) else {
    fail(2, "usage: choosethere-net URL --user-agent UA [--timeout SECONDS] [--max-bytes N]")
}
let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = options.timeout
configuration.timeoutIntervalForResource = options.timeout
configuration.httpAdditionalHeaders = ["User-Agent": options.userAgent, "Accept": "application/json"]
let collector = Collector(maxBytes: options.maxBytes)
let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
var request = URLRequest(url: options.url)
request.setValue(options.userAgent, forHTTPHeaderField: "User-Agent")
session.dataTask(with: request).resume()
collector.done.wait()

if collector.tooLarge { fail(12, "the reply is larger than \(options.maxBytes / (1 << 20)) MB") }
if let error = collector.error as? URLError {
    switch error.code {
    case .timedOut: fail(10, "no answer within \(Int(options.timeout)) s")
    case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .networkConnectionLost, .dnsLookupFailed:
        fail(11, "cannot connect to \(options.url.host ?? "the server") (\(error.localizedDescription))")
    default: fail(13, error.localizedDescription)
    }
}
if let error = collector.error { fail(13, "\(error)") }
guard let response = collector.response else { fail(13, "no response") }
let retryAfter = (response.value(forHTTPHeaderField: "Retry-After")).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
FileHandle.standardOutput.write(Data("HTTP \(response.statusCode) \(retryAfter.map(String.init) ?? "-")\n".utf8))
FileHandle.standardOutput.write(collector.data)
exit(0)
