import Foundation
import Testing

@testable import ChooseThereKit

@Suite("JSON codec")
struct JSONTests {
    /// The syntax error `text` raises (nil when it parses).
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSON.parse(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Round trips

    @Test func roundTripOfEveryKind() throws {
        let value: JSON = .object([
            "null": .null, "yes": .bool(true), "no": .bool(false),
            "int": .int(42), "negative": .number(-7), "fraction": .number(1.5), "tiny": .number(0.001),
            "text": .string("São Paulo — café ☕️ 😀"),
            "list": .array([.int(1), .string("two"), .array([]), .object([:])]),
            "nested": .object(["a": .object(["b": .array([.null, .bool(true)])])]),
        ])
        #expect(try JSON.parse(value.encoded()) == value)
        #expect(try JSON.parse(value.prettyEncoded()) == value)
    }

    @Test func parsesLiteralsAndNumbers() throws {
        #expect(try JSON.parse("true") == .bool(true))
        #expect(try JSON.parse("false") == .bool(false))
        #expect(try JSON.parse("null") == .null)
        #expect(try JSON.parse("  -12.5e1 ") == .number(-125))
        #expect(try JSON.parse("0") == .number(0))
        #expect(try JSON.parse("3E2") == .number(300))
        #expect(try JSON.parse("[1, 2 ,3]") == .array([.int(1), .int(2), .int(3)]))
        #expect(try JSON.parse("{\"a\" : {\"b\":[]}}") == .object(["a": .object(["b": .array([])])]))
    }

    @Test func accessors() throws {
        let json = try JSON.parse(#"{"n": 3, "f": 2.5, "s": "x", "b": true, "a": [1], "o": {}, "z": null}"#)
        #expect(json["n"]?.intValue == 3)
        #expect(json["f"]?.intValue == nil)
        #expect(json["f"]?.doubleValue == 2.5)
        #expect(json["s"]?.stringValue == "x")
        #expect(json["b"]?.boolValue == true)
        #expect(json["a"]?.arrayValue == [.int(1)])
        #expect(json["o"]?.objectValue == [:])
        #expect(json["z"]?.isNull == true)
        #expect(json["missing"] == nil)
        #expect(JSON.string("x")["key"] == nil)
        #expect(JSON.optional(nil as String?) == .null)
        #expect(JSON.optional(2.5 as Double?) == .number(2.5))
        #expect(JSON.array([]).typeName == "an array")
        #expect(JSON.number(1).typeName == "a number")
    }

    // MARK: Encoding

    @Test func keysAreSortedInBothEncodings() {
        let value: JSON = .object(["zeta": .int(1), "alpha": .int(2), "Mid": .int(3), "beta": .object(["y": .null, "x": .null])])
        #expect(value.encoded() == #"{"Mid":3,"alpha":2,"beta":{"x":null,"y":null},"zeta":1}"#)
        #expect(
            value.prettyEncoded() == """
                {
                  "Mid": 3,
                  "alpha": 2,
                  "beta": {
                    "x": null,
                    "y": null
                  },
                  "zeta": 1
                }

                """)
    }

    @Test func sortedOutputIsStableAcrossRuns() {
        var members: [String: JSON] = [:]
        for i in 0..<200 { members["key\(i)"] = .int(i) }
        let first = JSON.object(members).encoded()
        for _ in 0..<5 { #expect(JSON.object(members).encoded() == first) }
    }

    @Test func integersPrintWithoutFraction() {
        #expect(JSON.number(3).encoded() == "3")
        #expect(JSON.number(-40).encoded() == "-40")
        #expect(JSON.number(0).encoded() == "0")
        #expect(JSON.number(-0.0).encoded() == "0")
        #expect(JSON.number(5.0).encoded() == "5")
        #expect(JSON.number(1_700_000_000).encoded() == "1700000000")
        #expect(JSON.number(0.5).encoded() == "0.5")
        #expect(JSON.number(-23.5614).encoded() == "-23.5614")
        #expect(JSON.number(.nan).encoded() == "null")
        #expect(JSON.number(.infinity).encoded() == "null")
        #expect(JSON.format(10) == "10")
        #expect(JSON.format(1.25) == "1.25")
    }

    @Test func emptyContainers() {
        #expect(JSON.array([]).encoded() == "[]")
        #expect(JSON.object([:]).encoded() == "{}")
        #expect(JSON.array([]).prettyEncoded() == "[]\n")
    }

    @Test func stringEscapesOnOutput() {
        #expect(JSON.string("a\"b\\c").encoded() == #""a\"b\\c""#)
        #expect(JSON.string("line\nnext\r\tend").encoded() == #""line\nnext\r\tend""#)
        #expect(JSON.string("\u{01}\u{1F}\u{7F}").encoded() == #""\u0001\u001f\u007f""#)
        #expect(JSON.string("\u{9B}").encoded() == #""\u009b""#)  // C1 control (CSI)
        #expect(JSON.string("\u{1B}[31m").encoded() == #""\u001b[31m""#)
        // Slashes and non-ASCII text are written as they are.
        #expect(JSON.string("a/b café 😀").encoded() == "\"a/b café 😀\"")
    }

    @Test func controlCharactersRoundTrip() throws {
        var text = ""
        for v in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(v))) }
        text += "\u{7F}\u{85}\u{9F}"
        let encoded = JSON.string(text).encoded()
        #expect(!encoded.unicodeScalars.contains { $0.value < 0x20 })
        #expect(try JSON.parse(encoded) == .string(text))
    }

    // MARK: Escapes on input

    @Test func parsesEscapes() throws {
        #expect(try JSON.parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try JSON.parse(#""\u00e9\u00C9""#) == .string("éÉ"))
        #expect(try JSON.parse(#""caf\u00e9 ok""#) == .string("café ok"))
        #expect(try JSON.parse(#""\u0000""#) == .string("\u{0}"))
    }

    @Test func surrogatePairsBecomeOneScalar() throws {
        #expect(try JSON.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSON.parse(#""\uD834\uDD1E clef""#) == .string("𝄞 clef"))
        // A lone surrogate cannot be a scalar: it becomes U+FFFD, and parsing goes on.
        #expect(try JSON.parse(#""a\ud83db""#) == .string("a\u{FFFD}b"))
        #expect(try JSON.parse(#""\ude00""#) == .string("\u{FFFD}"))
    }

    @Test func rawUTF8IsKept() throws {
        #expect(try JSON.parse("\"Florianópolis — 🇧🇷\"") == .string("Florianópolis — 🇧🇷"))
    }

    // MARK: Errors

    @Test func missingCommaReportsLineAndColumn() throws {
        let text = "{\n \"a\": 1,\n \"b\": 2 \"c\": 3\n}"
        let error = try #require(syntaxError(text))
        #expect(error.line == 3)
        #expect(error.column == 9)
        #expect(error.reason.contains("','"))
        #expect(error.description.hasPrefix("line 3, column 9: "))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" is two bytes but one column.
        let error = try #require(syntaxError("[\"é\" x]"))
        #expect(error.line == 1)
        #expect(error.column == 6)
    }

    @Test(arguments: [
        ("{\"a\" 1}", 1, 6),
        ("[1, 2,]", 1, 7),
        ("{\"a\": tru}", 1, 7),
        ("\n\n  @", 3, 3),
        ("[1]\n x", 2, 2),
        ("{\"a\": 1x}", 1, 8),
        ("\"abc", 1, 5),
        ("[\"a\tb\"]", 1, 4),
        ("\"\\x\"", 1, 3),
        ("\"\\u12G4\"", 1, 6),
        ("-", 1, 2),
        ("1.", 1, 3),
        ("{1: 2}", 1, 2),
    ])
    func malformedInputs(text: String, line: Int, column: Int) throws {
        let error = try #require(syntaxError(text))
        #expect(error.line == line, "\(text): \(error)")
        #expect(error.column == column, "\(text): \(error)")
        #expect(!error.reason.isEmpty)
    }

    @Test func emptyInputIsAnError() throws {
        for text in ["", "   ", "\n\t\r\n"] {
            let error = try #require(syntaxError(text))
            #expect(error.reason.contains("empty"))
        }
        #expect(throws: JSONSyntaxError.self) { try JSON.parse(bytes: []) }
        #expect(throws: JSONSyntaxError.self) { try JSON.parse(bytes: [0xEF, 0xBB, 0xBF]) }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": [1]}".utf8)
        #expect(try JSON.parse(bytes: bytes) == .object(["a": .array([.int(1)])]))
        // Positions after a BOM still start at column 1.
        var caught: JSONSyntaxError?
        do { _ = try JSON.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("\n x".utf8)) } catch { caught = error }
        let error = try #require(caught)
        #expect(error.line == 2)
        #expect(error.column == 2)
        // A BOM in the middle is not whitespace.
        #expect(throws: JSONSyntaxError.self) { try JSON.parse(bytes: Array("[1,".utf8) + [0xEF, 0xBB, 0xBF] + Array("2]".utf8)) }
    }

    @Test func depthLimit() throws {
        let limit = JSONLimits.standard.maxDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSON.parse(deepest) }
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = try #require(syntaxError(tooDeep))
        #expect(error.reason.contains("nesting"))
        #expect(error.column == limit + 1)
        // Objects count too, and hostile depth never crashes.
        let objects = String(repeating: "{\"a\":", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(syntaxError(objects) != nil)
        #expect(syntaxError(String(repeating: "[", count: 100_000)) != nil)
    }

    @Test func trailingTextIsAnError() throws {
        let error = try #require(syntaxError("{} {}"))
        #expect(error.reason.contains("after"))
        #expect(error.column == 4)
    }

    @Test func garbageNeverCrashes() {
        var generator = SeededRandom(seed: 20_261_122)
        for length in [1, 2, 7, 64, 1000] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                _ = try? JSON.parse(bytes: bytes)
            }
        }
        for text in ["\"\\u", "\"\\ud83d\\u", "[{]", "{\"a\":}", "[-]", "1e", "nul", "\u{0}"] {
            #expect(syntaxError(text) != nil, "\(text)")
        }
    }
}
