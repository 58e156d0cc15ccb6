import ChooseThereKit
import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

@testable import choosethere

// MARK: - At a real terminal: pager, resize, ASCII, animation, type-ahead, spinner

@Suite("Terminal fit", .serialized, .enabled(if: Tmux.isAvailable))
struct TerminalFitCLITests {
    /// The shell in tmux for an onboarded home (Curitiba), without COLUMNS
    /// (so the terminal's own width is read) and with `environment` added.
    static func start(_ home: TempHome, columns: Int = 100, rows: Int = 30, _ environment: [String: String] = [:]) throws -> Tmux {
        let binary = try #require(Tmux.builtProduct("choosethere"), "choosethere is not built next to the tests")
        var env = home.environment
        env["PATH"] = nil
        env["COLUMNS"] = nil
        env.merge(environment) { $1 }
        return try Tmux(command: [binary], environment: env, inheritEnvironment: false, columns: columns, rows: rows, keepAlive: home)
    }

    static func type(_ tmux: Tmux, _ line: String) {
        tmux.send(literal: line)
        tmux.send(keys: "Enter")
    }

    /// The last reply that starts with the line `first`, up to the next prompt.
    static func reply(startingWith first: String, in tmux: Tmux) -> [String] {
        let lines = tmux.lines()
        guard let start = lines.lastIndex(of: first) else { return [] }
        return Array(lines[start...].prefix { !$0.hasPrefix("choosethere [") })
    }

    static let prompt = TerminalTests.prompt

    @Test func longOutputGoesThroughThePagerAndShortOutputDoesNot() throws {
        let home = TerminalTests.onboardedHome()
        let paged = home.root.appendingPathComponent("paged.txt")
        let tmux = try Self.start(home, ["PAGER": "cat > '\(paged.path)'"])
        #expect(tmux.waitFor(text: Self.prompt))
        Self.type(tmux, "help rate")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "short output is printed: \(tmux.capture())")
        #expect(!FileManager.default.fileExists(atPath: paged.path))
        Self.type(tmux, "list all")
        #expect(tmux.waitFor { _ in ((try? String(contentsOf: paged, encoding: .utf8)) ?? "").contains("Swadisht") })
        #expect(tmux.waitFor(text: Self.prompt + " list all\n" + Self.prompt), "the list went to the pager: \(tmux.capture())")
        // Colours stay for `less -R`; read past them.
        let text = try String(contentsOf: paged, encoding: .utf8).replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(text.hasPrefix("32 places in Curitiba, PR\n"), "\(text.prefix(100))")
        #expect(text.contains("  32  Swadisht"))
    }

    @Test func theDefaultPagerIsLessAndQuittingItReturnsToThePrompt() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/less") else { return }
        let home = TerminalTests.onboardedHome()
        let tmux = try Self.start(home)
        #expect(tmux.waitFor(text: Self.prompt))
        Self.type(tmux, "list all")
        #expect(tmux.waitFor(text: "1  A Formiga"), "\(tmux.capture())")
        #expect(tmux.waitFor { $0.hasSuffix(":") }, "less waits: \(tmux.screen())")
        tmux.send(keys: "q")
        #expect(tmux.waitFor { $0.hasSuffix(Self.prompt) }, "\(tmux.capture())")
    }

    @Test func aResizeRewrapsTheNextReplyAtWordBoundaries() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try Self.start(home)
        #expect(tmux.waitFor(text: Self.prompt))
        Self.type(tmux, "show Baba Salim")
        #expect(tmux.waitFor(text: "Next: fav · open · edit Baba Salim notes …"))
        let wide = Self.reply(startingWith: "Baba Salim", in: tmux)
        #expect(wide.contains("  Notes:  Family-run Lebanese spot known for esfihas and esfiha-dough pizza."), "\(wide)")

        tmux.resize(columns: 40, rows: 30)
        #expect(tmux.waitFor { _ in tmux.screen().split(separator: "\n").allSatisfy { $0.count <= 40 } })
        Self.type(tmux, "show Baba Salim")
        #expect(tmux.waitFor(text: "Next: fav · open · edit Baba Salim"))
        _ = tmux.waitFor { $0.hasSuffix(">") }
        let narrow = Self.reply(startingWith: "Baba Salim", in: tmux)
        #expect(narrow.count > wide.count, "\(narrow)")
        for line in narrow { #expect(DisplayWidth.of(line) <= 40, "'\(line)'") }
        #expect(narrow.contains("  Notes:  Family-run Lebanese spot known"), "\(narrow)")
        // Hanging indents, and whole words on every line.
        #expect(narrow.contains("  Rua Amintas de Barros, 45 - Centro,"), "\(narrow)")
        #expect(narrow.contains("    Curitiba, PR"), "\(narrow)")
        let words = Set(narrow.flatMap { $0.split(separator: " ").map(String.init) })
        for word in ["Lebanese", "esfiha-dough", "Amintas", "Barros,"] { #expect(words.contains(word), "\(word) was cut") }
    }

    @Test func aLocaleThatIsNotUTF8GetsASCIIAndWordsBesideSymbols() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try Self.start(home, ["LANG": "C", "CHOOSETHERE_LOCATION": "-25.4284,-49.2733"])
        #expect(tmux.waitFor(text: "choosethere [Curitiba - 3 km - my list]>"), "\(tmux.capture())")
        for line in ["show Bar do Alemão", "rate 4 match", "fav", "list favorites", "near me 1km bar", "history"] { Self.type(tmux, line) }
        #expect(tmux.waitFor(text: "Your visits, newest first"))
        _ = tmux.waitFor { $0.hasSuffix(">") }
        let text = tmux.capture()
        for symbol in ["★", "☆", "🎲", "—", "·", "…", "♥", "→", "↗", "↘", "↙", "↖", "↑", "↓", "←"] {
            #expect(!text.contains(symbol), "\(symbol) under LANG=C")
        }
        #expect(text.contains("Rated Bar do Alemão ****. 4/5 - would return, match"), "\(text)")
        #expect(text.contains("Bar do Alemão  bar - german, beer, historic $$ *4.0 <3 fav"))
        #expect(text.range(of: #"\d+ m +(N|NE|E|SE|S|SW|W|NW)\b"#, options: .regularExpression) != nil, "compass points for arrows")
        #expect(text.contains("São Francisco"), "letters stay as they are")
        // The setting overrides the locale.
        Self.type(tmux, "set symbols unicode")
        #expect(tmux.waitFor(text: "choosethere [Curitiba · 1 km · nearby]>"), "\(tmux.capture())")
    }

    @Test func theRouletteIsOffUnderADumbTerminalAndWhenSetOff() throws {
        for (term, animation) in [("dumb", true), ("screen", false), ("screen", true)] {
            let home = TerminalTests.onboardedHome()
            if !animation {
                home.write("config/choosethere/settings.json", "{\"city\": \"Curitiba|PR\", \"onboarded\": true, \"animation\": false}\n")
            }
            let recording = home.root.appendingPathComponent("bytes")
            let tmux = try Self.start(home, ["TERM": term])
            #expect(tmux.waitFor(text: term == "dumb" ? "choosethere [Curitiba" : Self.prompt), "\(tmux.capture())")
            tmux.record(to: recording)
            Self.type(tmux, "spin")
            #expect(tmux.waitFor(text: "Next: again · rate 4"), "\(tmux.capture())")
            usleep(200_000)
            let bytes = (try? String(contentsOf: recording, encoding: .utf8)) ?? ""
            let animated = bytes.contains("\r\u{1B}[2K")
            #expect(animated == (term != "dumb" && animation), "TERM=\(term) animation=\(animation): \(bytes.debugDescription.prefix(300))")
        }
    }

    @Test func theRouletteNeverTakesLongerThan400ms() {
        for names in 0...20 {
            #expect(Roulette.delays(names: names).reduce(0, +) <= 400_000)
        }
        #expect(Roulette.delays(names: 8).count == 8)
        #expect(Roulette.delays(names: 3) == [25_000, 47_500, 70_000])
    }

    @Test func keysTypedDuringAPickWaitForTheNextPrompt() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try Self.start(home)
        #expect(tmux.waitFor(text: Self.prompt))
        tmux.send(literal: "spin")
        tmux.send(keys: "Enter")
        tmux.send(literal: "help rat")  // typed while the roulette plays
        #expect(tmux.waitFor(text: Self.prompt + " help rat"), "kept for the prompt: \(tmux.capture())")
        let lines = tmux.lines()
        #expect(lines.filter { $0.contains("help rat") }.count == 1, "no stray echo: \(lines)")
        #expect(lines.contains { $0.hasPrefix("🎲 ") }, "the pick printed on its own line")
        tmux.send(literal: "e")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "\(tmux.capture())")
    }

    @Test func theSearchSpinnerWritesToStandardErrorOnly() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars, delay: 1.0) }
        let home = TerminalTests.onboardedHome()
        let out = home.root.appendingPathComponent("stdout.txt")
        let binary = try #require(Tmux.builtProduct("choosethere"))
        var env = home.environment.merging(NearbyCommandTests.environment(server)) { $1 }
        env["PATH"] = nil
        // stdout to a file, stdin and stderr still the terminal.
        let tmux = try Tmux(
            command: ["/bin/sh", "-c", "exec \"$0\" > '\(out.path)'", binary], environment: env, inheritEnvironment: false,
            columns: 100, rows: 30, keepAlive: home)
        usleep(500_000)
        Self.type(tmux, "near me from osm")
        #expect(tmux.waitFor(text: "Searching OpenStreetMap"), "the spinner is on the terminal: \(tmux.capture())")
        #expect(tmux.waitFor { _ in ((try? String(contentsOf: out, encoding: .utf8)) ?? "").contains("from OpenStreetMap") })
        let stdout = try String(contentsOf: out, encoding: .utf8)
        #expect(!stdout.contains("Searching"), "no spinner in stdout: \(stdout)")
        #expect(!stdout.contains("\r"))
        tmux.send(keys: "C-d")
        server.stop()
    }
}
