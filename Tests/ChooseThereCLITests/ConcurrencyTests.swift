import Foundation
import Testing

// MARK: - Two processes on one store

@Suite("Two processes")
struct ConcurrencyTests {
    @Test func twoWritersLoseNothing() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)  // create and seed the store first
        for writer in ["a", "b"] {
            var script = ""
            for i in 0..<60 {
                let lat = -23.50 - Double(i) * 0.001 - (writer == "a" ? 0 : 0.2)
                script += "add \"Writer \(writer) place \(i)\" at \(lat),-46.60 tags bar\nfav\n"
            }
            home.write("\(writer).ct", script)
        }
        let group = DispatchGroup()
        final class Results: @unchecked Sendable { var statuses: [Int32] = []; var errors = ""; let lock = NSLock() }
        let results = Results()
        for writer in ["a", "b"] {
            group.enter()
            DispatchQueue.global().async {
                let r = try? CLI.run(["--stop-on-error", "-f", "\(writer).ct"], home: home)
                results.lock.lock()
                results.statuses.append(r?.status ?? -1)
                results.errors += r?.stderr ?? "run failed"
                results.lock.unlock()
                group.leave()
            }
        }
        group.wait()
        #expect(results.statuses == [0, 0], "stderr: \(results.errors)")
        let check = try CLI.run(["--json", "-c", "anywhere", "-c", "list writer"], home: home)
        #expect(check.stdout.contains("\"places\":562"), "442 seeded + 120 added")
        #expect(check.stdout.contains("\"total\":120"))
        home.expectStoreIntact()
    }
}
