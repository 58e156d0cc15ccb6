import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Verb choice learned from data (issue 23, item 2)

@Suite("Intent model")
struct IntentModelTests {
    static let corpusURL = UnitFixtures.repoRoot.appendingPathComponent("Tests/ChooseThereKitTests/Corpus/phrasings.jsonl")
    static let modelURL = UnitFixtures.resourcesDir.appendingPathComponent("IntentModel.tsv")

    static func rows() throws -> [IntentModel.CorpusRow] {
        try IntentModel.corpusRows(String(contentsOf: corpusURL, encoding: .utf8))
    }

    /// The shipped model is what the corpus trains, byte for byte: after a
    /// change to the corpus, `swift run choosethere-train` regenerates it.
    @Test func theShippedModelIsTheCorpusModel() throws {
        let rows = try Self.rows()
        let trained = IntentModel.train(IntentModel.examples(fromCorpus: rows.map { ($0.context, $0.text, $0.intent) }))
        let shipped = try String(contentsOf: Self.modelURL, encoding: .utf8)
        #expect(trained.encoded == shipped, "Resources/IntentModel.tsv is stale: run swift run choosethere-train")
        // And the file reads back as the model it encodes.
        #expect(IntentModel.decode(shipped)?.encoded == shipped)
    }

    /// Accuracy on rows it was not trained on (every fifth corpus row held
    /// out), printed for the closing note; a floor guards against regressions.
    @Test func heldOutAccuracy() throws {
        let report = IntentModel.heldOutReport(try Self.rows())
        print(report)
        let all = report.split(separator: "\n").first { $0.contains("all:") } ?? ""
        let percent = Double(all.split(separator: " ").first { $0.hasSuffix("%") }?.dropLast() ?? "0") ?? 0
        #expect(percent >= 85, "\(report)")
    }

    @Test func itScoresWhatALineAsksFor() throws {
        let model = try #require(UnitFixtures.resources.intentModel)
        #expect(model.scores("could you pick a cheap thai place for tonight?").first?.intent == "spin")
        #expect(model.scores("exporta meus lugares pra backup.json").first?.intent == "export")
        #expect(model.scores("rate it 4, we'd go back").first?.intent == "rate")
        let p = model.scores("anything").map(\.probability).reduce(0, +)
        #expect(abs(p - 1) < 1e-6, "probabilities sum to one")
        #expect(IntentModel.decode("not a model") == nil)
    }
}

/// The arbiter weighs the model against the rules: a risky command the rules
/// found inside a sentence runs only when the model backs it; one that leads
/// the line is a command whatever the model says.
@Suite("Arbiter: learned evidence")
struct LearnedArbiterTests {
    @Test(arguments: [
        "It's my sister's birthday and she's obsessed with sushi. Only the top-rated spots, price doesn't matter",
        "I messed with the thermostat settings and now the learning curve is steep",
    ])
    func chatIsNeverARiskyCommand(_ line: String) {
        let intent = ArbiterTests.read(line)
        #expect(intent?.changesSomething != true, "\(line) → \(ArbiterTests.json(line))")
    }

    @Test(arguments: [
        "forget Spettus", "rate 4 would return", "4 stars", "please rate it 4", "export backup.json", "set radius 2km",
        "esquecer Bar do Zé", "nota 5 voltaria", "pode exportar pra backup.json",
    ])
    func aCommandThatLeadsTheLineStands(_ line: String) {
        #expect(ArbiterTests.read(line)?.changesSomething == true, "\(line) → \(ArbiterTests.json(line))")
    }

    /// A terminal asks about a doubted command; a script fails with it as the suggestion.
    @Test func aDoubtedCommandIsAskedAboutAtATerminal() throws {
        let h = try Harness(interactive: true)
        try h.ok("switch city Curitiba")
        let doubt = Intent.unknown(text: "we chatted about it", suggestion: "forget Bar do Alemão", reason: .doubted)
        let reply = h.session.run(doubt)
        guard case .confirm(.runCommand("forget Bar do Alemão"), _, let then) = reply.action else {
            Issue.record("\(reply)")
            return
        }
        #expect(then == .forget(target: .name("Bar do Alemão"), confirmed: false))
        let script = try Harness()
        let failed = script.session.run(doubt)
        #expect(failed.failure == .unknownWords(.doubted, suggestion: "forget Bar do Alemão"))
        #expect(TextRenderer().message(for: .unknownWords(.doubted, suggestion: "forget Bar do Alemão")).contains("nothing was changed"))
    }
}

@Suite("explain scores")
struct ExplainScoresTests {
    /// `explain scores LINE` shows the reading and the model's top readings, most likely first.
    @Test func explainShowsTheTopReadingsWithTheirScores() throws {
        let h = try Harness()
        let result = try h.ok("explain scores could you pick a cheap thai place for us?").result
        #expect(result["intent"] == .string("spin"))
        let readings = try #require(result["readings"]?.arrayValue)
        #expect(readings.count == 5 && readings.first?["intent"] == .string("spin"))
        let p = readings.compactMap { $0["probability"]?.doubleValue }
        #expect(p == p.sorted(by: >) && (p.first ?? 0) > 0.5)
        // Plain explain is unchanged.
        #expect(try h.ok("explain spin bar").result["readings"] == nil)
    }
}

@Suite("Intent scorer")
struct IntentScorerTests {
    /// Scoring lexed words by number gives the model's own probabilities.
    @Test(arguments: [
        "could you pick a cheap thai place for tonight?", "exporta meus lugares pra backup.json", "rate it 4 ★★★★ $$",
        "Meu primo dá nota cinco pra tudo, não dá pra confiar.", "spin bar not sushi within 2km", "",
    ])
    func theScorerAgreesWithTheModel(_ line: String) throws {
        let model = try #require(UnitFixtures.resources.intentModel)
        let scorer = IntentScorer(model)
        let a = model.probabilities(IntentModel.features(line)), b = scorer.probabilities(Lexer.words(line))
        #expect(a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }, "\(line)")
    }
}
