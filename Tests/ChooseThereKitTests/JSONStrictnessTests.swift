import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - What the parser refuses, and the limits it keeps

@Suite("JSON strictness and limits")
struct JSONStrictnessTests {
    /// `skimValue` (the first pass over a backup) ends where `skipValue`
    /// ends on every well-formed value, and on a broken one gives the same
    /// error, found by `skipValue` itself.
    @Test(arguments: [
        #"{"a": [1, {"b": "x\\\"]}"}], "c": true}"#, #"[1, 2, [3]]"#, #""a\"b,]""#, "-12.5e3", "true", "null",
        #"{"k": "v"}"#, #"{"k": [1, 2}"#, #"{"k": "open"#, #"[1, 2"#, "tru", "]",
    ])
    func skimmingEndsWhereSkippingEnds(_ text: String) throws {
        let bytes = Array((text + ", 9").utf8)
        func run(_ skim: Bool) -> Result<Int, JSONSyntaxError> {
            bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONByteParser(bytes: buffer, limits: .standard)
                do throws(JSONSyntaxError) {
                    if skim { try parser.skimValue() } else { try parser.skipValue() }
                    return .success(parser.index)
                } catch { return .failure(error) }
            }
        }
        switch (run(true), run(false)) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
        case (.failure(let a), .failure(let b)): #expect(a.reason == b.reason && a.line == b.line && a.column == b.column, "\(text)")
        case (.success, .failure):
            // Skimming reads structure only: what it lets through, the full parse after it refuses.
            #expect(throws: JSONSyntaxError.self) { try JSON.parse(bytes: Array(text.utf8)) }
        case (.failure(let a), .success): Issue.record("skimming refused what skipping accepts: \(text): \(a)")
        }
    }

    func failure(_ bytes: [UInt8], _ limits: JSONLimits = .standard) -> JSONSyntaxError? {
        do { _ = try JSON.parse(bytes: bytes, limits: limits); return nil } catch { return error }
    }

    @Test func duplicateKeysAreRefusedWhereTheyRepeat() throws {
        let error = try #require(failure(Array("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}".utf8)))
        #expect(error.reason == "duplicate key \"a\" in an object")
        #expect(error.line == 4 && error.column == 3)
        // Nested objects too; the same key in sibling objects is fine.
        #expect(failure(Array(#"[{"x": {"k": 1, "k": 1}}]"#.utf8)) != nil)
        #expect(failure(Array(#"[{"k": 1}, {"k": 2}]"#.utf8)) == nil)
    }

    @Test func latin1IsRefusedWithTheOffsetOfTheFirstBadByte() throws {
        // "São" in Latin-1: 0xE3 where UTF-8 needs two bytes.
        let bytes = Array("{\"city\": \"S".utf8) + [0xE3] + Array("o Paulo\"}".utf8)
        let error = try #require(failure(bytes))
        #expect(error.reason.contains("not valid UTF-8: byte 0xE3 at byte offset 11"), "\(error.reason)")
        #expect(error.line == 1 && error.column == 12)
    }

    @Test(
        arguments: [
            ([0xC0, 0xAF], 0),  // overlong '/'
            ([0xE0, 0x80, 0xAF], 0),  // overlong
            ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
            ([0x41, 0x80], 1),  // a lone continuation byte
            ([0x41, 0xE2, 0x82], 1),  // cut short at the end
            ([0xFF], 0),
        ] as [([UInt8], Int)])
    func malformedUTF8(_ bytes: [UInt8], offset: Int) {
        let found = bytes.withUnsafeBufferPointer { JSONByteParser.firstInvalidUTF8($0) }
        #expect(found == offset)
    }

    @Test func wellFormedUTF8Passes() {
        let text = "São Paulo · 東京 · 🍣 · \u{10FFFF}"
        #expect(Array(text.utf8).withUnsafeBufferPointer { JSONByteParser.firstInvalidUTF8($0) } == nil)
        #expect((try? JSON.parse(bytes: Array("\"\(text)\"".utf8))) == .string(text))
    }

    @Test func loneSurrogatesAreRefusedWhenAsked() throws {
        let strict = JSONLimits(refusesLoneSurrogates: true)
        #expect(failure(Array(#"["a\ud83db"]"#.utf8), strict)?.reason == "unpaired surrogate in a \\u escape")
        #expect(failure(Array(#"["\ude00"]"#.utf8), strict) != nil)
        #expect(try JSON.parse(bytes: Array(#"["\ud83c\udf63"]"#.utf8), limits: strict) == .array([.string("🍣")]))
    }

    @Test func valueAndMemberBudgets() throws {
        let many = Array(("[" + Array(repeating: "0", count: 101).joined(separator: ",") + "]").utf8)
        #expect(failure(many, JSONLimits(maxValues: 101))?.reason == "more than 101 values")
        #expect(failure(many, JSONLimits(maxValues: 102)) == nil)
        let wide = Array(("{" + (0..<11).map { "\"k\($0)\": 0" }.joined(separator: ",") + "}").utf8)
        #expect(failure(wide, JSONLimits(maxMembers: 10))?.reason == "more than 10 members in one object")
        #expect(failure(wide, JSONLimits(maxMembers: 11)) == nil)
    }

    @Test func skippingChecksEverythingParsingChecks() {
        func skip(_ text: String) -> JSONSyntaxError? {
            let bytes = [UInt8](text.utf8)
            return bytes.withUnsafeBufferPointer { buffer -> JSONSyntaxError? in
                var parser = JSONByteParser(bytes: buffer, limits: JSONLimits(maxDepth: 3))
                do { try parser.skipValue(); return nil } catch { return error as? JSONSyntaxError }
            }
        }
        #expect(skip(#"{"a": [1, {"b": "c"}], "d": null}"#) == nil)
        #expect(skip(#"{"a": 1, "a": 2}"#)?.reason.contains("duplicate key") == true)
        #expect(skip("[[[[1]]]]")?.reason.contains("nesting") == true)
        #expect(skip(#"{"a" 1}"#) != nil)
        #expect(skip("[1,]") != nil)
    }
}
