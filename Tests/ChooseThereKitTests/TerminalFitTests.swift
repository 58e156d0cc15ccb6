import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Replies that fit the terminal: ASCII symbols, words beside symbols, wrapping

@Suite("Terminal fit")
struct TerminalFitTests {
    /// Every symbol the program may print (letters with accents are data, not symbols).
    static let symbols: Set<Character> = ["★", "☆", "🎲", "—", "–", "·", "…", "♥", "→", "←", "↑", "↓", "↗", "↘", "↙", "↖", "×"]

    /// A session with a favourite, a rating, a location and a pick: every kind of reply.
    static func busySession() throws -> (Harness, [Reply]) {
        let h = try Harness(location: Coordinate(lat: -25.4284, lng: -49.2733))
        var replies: [Reply] = []
        for line in [
            "switch city Curitiba", "spin bar", "rate 4 match great", "fav", "show", "list bar", "near me 1km",
            "history", "why", "settings", "tags", "cities", "help", "help spin", "set radius 50m", "again",
        ] {
            replies.append(try h.run(line))
        }
        return (h, replies)
    }

    @Test func asciiRepliesHoldNoSymbolAtAll() throws {
        let (_, replies) = try Self.busySession()
        let renderer = TextRenderer(symbols: .ascii)
        for reply in replies {
            let text = renderer.render(reply)
            let all = text.lines.map(\.text).joined(separator: "\n") + (text.error ?? "") + text.notices.joined()
            let left = all.filter { Self.symbols.contains($0) }
            #expect(left.isEmpty, "symbols left in ASCII: \(left) in\n\(all)")
            // Nothing else outside ASCII but letters (place names, São Paulo).
            #expect(all.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic }, "\(all)")
        }
    }

    @Test func asciiFormsAreTheAgreedOnes() {
        #expect(Symbols.ascii("★★★★☆ 🎲 — · … ♥ → ↗") == "****. > - - ... <3 -> NE")
        #expect(Symbols.ascii("São Paulo · 3 km") == "São Paulo - 3 km", "letters stay")
        let compass = stride(from: 0.0, to: 360, by: 45).map { TextRenderer(symbols: .ascii).direction($0) }
        #expect(compass == ["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
        #expect(TextRenderer().direction(100) == "→ E")
    }

    @Test func meaningNeverDependsOnASymbolAlone() throws {
        let (h, replies) = try Self.busySession()
        let text = replies.map { h.text($0) }.joined(separator: "\n")
        #expect(text.contains("★★★★☆ 4/5"), "stars say their number")
        #expect(text.contains("♥ fav"), "the heart says what it is")
        #expect(text.range(of: #"[↑↗→↘↓↙←↖] (N|NE|E|SE|S|SW|W|NW)\b"#, options: .regularExpression) != nil, "arrows say their direction")
    }

    @Test func localeAndSettingsChooseTheSymbols() {
        #expect(SymbolSet.localeIsUTF8(["LANG": "pt_BR.UTF-8"]))
        #expect(SymbolSet.localeIsUTF8(["LANG": "C.utf8"]))
        #expect(!SymbolSet.localeIsUTF8(["LANG": "C"]))
        #expect(!SymbolSet.localeIsUTF8([:]))
        #expect(!SymbolSet.localeIsUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]), "LC_ALL wins")
        #expect(SymbolSet.choose(.auto, localeIsUTF8: false) == .ascii)
        #expect(SymbolSet.choose(.unicode, localeIsUTF8: false) == .unicode)
        #expect(SymbolSet.choose(.ascii, localeIsUTF8: true) == .ascii)
    }

    @Test func symbolsAndAnimationAreSettings() throws {
        let h = try Harness()
        #expect(h.text(try h.ok("set symbols ascii")) == "Symbols are drawn in ASCII (* <3 NE).")
        #expect(h.session.settings.symbols == .ascii)
        try h.ok("set animation off")
        #expect(h.session.settings.animation == false)
        let saved = try h.savedSettings()
        #expect(saved.symbols == .ascii && saved.animation == false)
        #expect(try h.run("set symbols braille").error?.message == "symbols is auto (follow the locale), unicode or ascii.")
        #expect(try h.run("set animation sometimes").error?.message == "animation is on or off.")
        #expect(try h.ok("set symbols utf-8").result["value"] == .string("unicode"))
    }

    @Test func wrappingBreaksAtSpacesWithAHangingIndent() throws {
        let (_, replies) = try Self.busySession()
        for width in [40, 57, 80] {
            let renderer = TextRenderer(width: width, wrapsLines: true)
            for reply in replies {
                let plain = TextRenderer(width: width).render(reply).lines.map(\.text)
                let wrapped = renderer.render(reply).lines.map(\.text)
                // Only a URL goes past the width: it is never cut (the terminal wraps it softly, so it copies whole).
                for line in wrapped where !(line.split(separator: " ").last?.contains("://") ?? false) {
                    #expect(DisplayWidth.of(line) <= width, "\(width): '\(line)'")
                }
                // Nothing lost, and no word that fits a line is ever cut.
                let squeezed = { (lines: [String]) in lines.joined().filter { $0 != " " } }
                #expect(squeezed(wrapped) == squeezed(plain))
                let wrappedWords = Set(wrapped.flatMap { $0.split(separator: " ").map(String.init) })
                for word in plain.flatMap({ $0.split(separator: " ").map(String.init) }) where DisplayWidth.of(word) <= width - 8 {
                    #expect(wrappedWords.contains(word), "'\(word)' was cut at \(width) columns")
                }
            }
        }
        let long = Line([Span("  Notes:  ", .dim), Span("Family-run Lebanese spot known for esfihas and esfiha-dough pizza.")])
        #expect(
            TextWrap.wrap(long, width: 40).map(\.text) == [
                "  Notes:  Family-run Lebanese spot known",
                "    for esfihas and esfiha-dough pizza.",
            ])
        #expect(TextWrap.wrap(long, width: 40)[0].spans.first == Span("  Notes:  ", .dim), "styles are kept")
    }

    @Test func aWordWiderThanTheScreenIsTheOnlyThingEverCut() {
        let url = "https://www.google.com/maps/dir/?api=1&destination=-25.430000,-49.264500"
        let lines = TextWrap.wrap(Line("    maps        " + url), width: 40).map(\.text)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined().hasSuffix(url.suffix(20)))
    }

    @Test func tablesQuoteWhatTheirFormatNeeds() {
        let table = Table(header: ["name", "note"], rows: [["Bar, do Zé", "say \"hi\"\nthen go"], ["Tab\there", "back\\slash"]])
        #expect(TableRenderer.encode(table, as: .csv) == "name,note\n\"Bar, do Zé\",\"say \"\"hi\"\"\nthen go\"\nTab\there,back\\slash\n")
        #expect(TableRenderer.encode(table, as: .tsv) == "name\tnote\nBar, do Zé\tsay \"hi\"\\nthen go\nTab\\there\tback\\\\slash\n")
        let hostile = Table(header: ["name"], rows: [["\u{1B}[31mred\u{1B}[0m"]])
        #expect(TableRenderer.encode(hostile, as: .csv) == "name\nred\n", "escape sequences never reach a file")
    }

    @Test func listsHistoryAndTagsBecomeTables() throws {
        let (_, replies) = try Self.busySession()
        let tables = replies.flatMap(TableRenderer.tables)
        let headers = Set(tables.map { $0.header.first ?? "" })
        #expect(headers.isSuperset(of: ["id", "date", "kind", "city"]))
        let list = try #require(tables.first { $0.header == TableRenderer.placeColumns && $0.rows.count > 1 })
        #expect(list.rows.allSatisfy { $0.count == TableRenderer.placeColumns.count })
    }

    @Test func exportNeverCreatesAFolder() throws {
        let h = try Harness()
        let missing = h.dir.url.appendingPathComponent("no/such/dir")
        let reply = try h.run("export \(missing.path)/b.json")
        #expect(reply.error?.code == "cannot_write")
        #expect(
            reply.error?.message.hasPrefix("Cannot export to ~/no/such/dir/b.json: the folder ~/no/such/dir does not exist") == true,
            "\(String(describing: reply.error))")
        #expect(!FileManager.default.fileExists(atPath: h.dir.url.appendingPathComponent("no").path))
    }
}
