import ChooseThereKit
import ChooseThereTestSupport
import Foundation
import Testing

@testable import choosethere

// MARK: - Links you can click and copy (issue 24)

@Suite("Links at a terminal", .serialized, .enabled(if: Tmux.isAvailable))
struct LinksTerminalTests {
    /// `show` at a 60-column terminal: each URL stays whole on its line
    /// (the terminal's soft wrap keeps it one line to copy); with hyperlinks
    /// on, each is an OSC 8 link whose target is the URL printed.
    @Test func urlsAreNeverFoldedAndAreHyperlinksWhereTheTerminalShowsThem() throws {
        for hyperlinks in [false, true] {
            let home = TerminalTests.onboardedHome()
            let raw = home.root.appendingPathComponent("raw.txt")
            let tmux = try TerminalFitCLITests.start(
                home, columns: 60, rows: 40,
                ["CHOOSETHERE_HYPERLINKS": hyperlinks ? "1" : "", "PAGER": ""])
            #expect(tmux.waitFor(text: TerminalFitCLITests.prompt))
            tmux.record(to: raw)
            TerminalFitCLITests.type(tmux, "show Bar do Alemão")
            #expect(tmux.waitFor(text: "ifood"))
            TerminalFitCLITests.type(tmux, "quit")
            _ = tmux.waitForExit()
            let bytes = try String(contentsOf: raw, encoding: .utf8)
            let url = "https://www.google.com/maps/search/?api=1&query=Bar%20do%20Alem%C3%A3o"
            // Never folded: the whole URL is in one run of the output, after its label on the same line.
            let google = try #require(bytes.split(separator: "\n").first { $0.contains("google") }, "\(bytes)")
            #expect(google.contains(url), "the URL is whole on the google line: \(google)")
            #expect(!bytes.contains("\n      https://"), "no URL is moved to an indented line of its own")
            if hyperlinks {
                #expect(bytes.contains("\u{1B}]8;;" + url), "an OSC 8 hyperlink to the URL")
                #expect(bytes.contains("\u{1B}]8;;\u{1B}\\"), "each link is closed")
            } else {
                #expect(!bytes.contains("\u{1B}]8;"), "no hyperlink where the terminal is not known to show them")
            }
        }
    }

    /// `open` with no graphical session, or no xdg-open, says that no
    /// browser was opened (it used to say nothing).
    @Test func openSaysWhenNoBrowserCouldBeOpened() throws {
        let empty = TempHome()
        for (environment, said) in [
            ([String: String](), "there is no graphical session here"),
            (["DISPLAY": ":0", "PATH": empty.root.path], "xdg-open is not installed"),
        ] {
            let home = TerminalTests.onboardedHome()
            let tmux = try TerminalFitCLITests.start(home, columns: 120, rows: 30, environment)
            #expect(tmux.waitFor(text: TerminalFitCLITests.prompt))
            TerminalFitCLITests.type(tmux, "show Bar do Alemão")
            TerminalFitCLITests.type(tmux, "open")
            #expect(tmux.waitFor(text: "no browser was opened"), "\(tmux.capture())")
            #expect(tmux.capture().contains(said))
            TerminalFitCLITests.type(tmux, "quit")
            _ = tmux.waitForExit()
        }
    }
}

@Suite("Hyperlink support")
struct HyperlinkSupportTests {
    @Test func onlyTerminalsKnownToShowThemGetLinks() {
        #expect(Hyperlinks.supported(["TERM": "xterm-kitty"]))
        #expect(Hyperlinks.supported(["TERM": "xterm-256color", "VTE_VERSION": "7006"]))
        #expect(Hyperlinks.supported(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]))
        #expect(!Hyperlinks.supported(["TERM": "xterm-256color"]), "a plain xterm may print the sequence")
        #expect(!Hyperlinks.supported(["TERM": "xterm-256color", "VTE_VERSION": "4800"]))
        #expect(!Hyperlinks.supported(["TERM": "screen-256color", "VTE_VERSION": "7006", "TMUX": "/tmp/x"]))
        #expect(!Hyperlinks.supported(["TERM": "dumb", "CHOOSETHERE_HYPERLINKS": ""]))
        #expect(Hyperlinks.supported(["TERM": "dumb", "CHOOSETHERE_HYPERLINKS": "1"]), "the variable wins")
        #expect(!Hyperlinks.supported(["TERM": "xterm-kitty", "CHOOSETHERE_HYPERLINKS": "0"]))
    }

    @Test func aURLThatCouldEndTheSequenceIsNeverALink() {
        #expect(Hyperlinks.isSafe("https://example.org/a?b=c"))
        #expect(!Hyperlinks.isSafe("https://example.org/\u{1B}\\x"))
        #expect(!Hyperlinks.isSafe("https://example.org/\u{07}"))
        #expect(!Hyperlinks.isSafe("https://exemplo.org/ação"))
    }

    @Test func wrappingNeverCutsALink() {
        let url = "https://www.openstreetmap.org/?mlat=-23.555500&mlon=-46.662500#map=18/-23.555500/-46.662500"
        let line = Line([Span("    osm         ", .dim), Span(url, .link)])
        let wrapped = TextWrap.wrap(line, width: 50)
        #expect(wrapped.count == 1 && wrapped[0].text.hasSuffix(url), "\(wrapped.map(\.text))")
        // Before a link that fits a line of its own, the line breaks as usual.
        let prose = Line([Span("See the map: "), Span("https://www.openstreetmap.org/n/1", .link)])
        let folded = TextWrap.wrap(prose, width: 40)
        #expect(folded.map(\.text) == ["See the map:", "  https://www.openstreetmap.org/n/1"])
    }
}
