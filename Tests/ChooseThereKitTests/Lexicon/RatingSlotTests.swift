import Testing

@testable import ChooseThereKit

@Suite("Lexicon: match and quick tags")
struct RatingSlotTests {
    // MARK: Match

    static let matches: [(Bool, [String])] = [
        (
            true,
            [
                "match", "perfect match", "it's a match", "its a match", "a match", "total match", "deu match",
                "foi um match", "rolou match", "combinou", "MATCH", "match perfeito",
                "it's a perfect match", "deu um match", "combinou muito",
            ]
        ),
        (
            false,
            [
                "no match", "not a match", "wasn't a match", "não deu match", "não combinou", "sem match",
                "nao deu match", "didn't match", "not a perfect match", "never a match", "n deu match",
                "não foi um match",
            ]
        ),
    ]

    @Test func matchCorpus() {
        let wrong = runCorpus(Self.matches) { MatchSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
        let negatives = runNegatives(["matches", "great food", "combina", "no", "it's a", "mat ch"]) { MatchSlot.match($0, at: 0) }
        #expect(negatives.isEmpty, "\(negatives.joined(separator: "\n"))")
    }

    @Test func matchReadsTheWholeLinesNegation() {
        let words = Lexer.words("I don't think it was a match")
        #expect(MatchSlot.firstMatch(in: words) == SlotMatch(value: false, range: 3..<7))
        let later = Lexer.words("rate 5 great ramen, it's a match")
        #expect(MatchSlot.firstMatch(in: later) == SlotMatch(value: true, range: 5..<8))
        #expect(MatchSlot.firstMatch(in: Lexer.words("I can't say it wasn't a match")) == nil)
    }

    // MARK: Quick tags

    static let tags: [([QuickTag], [String])] = [
        (
            [.goodValue],
            [
                "good value", "great value", "excellent value", "value for money", "worth the price", "worth every penny",
                "bom custo-benefício", "custo-benefício", "custo benefício", "ótimo custo-benefício",
                "custo-benefício excelente", "o custo-benefício é ótimo", "vale o preço", "vale cada centavo",
                "preço justo", "bang for the buck",
            ]
        ),
        (
            [.niceAmbience],
            [
                "nice ambience", "nice atmosphere", "great atmosphere", "cozy vibe", "the vibe was amazing",
                "ambiente agradável", "ambiente bom", "bom ambiente", "lugar agradável", "lugar aconchegante",
                "ambiente super aconchegante", "o ambiente é lindo", "lovely place", "great vibes", "clima gostoso",
            ]
        ),
        (
            [.greatService],
            [
                "great service", "excellent service", "great staff", "the service was great", "staff were lovely",
                "service was really excellent", "atendimento ótimo", "ótimo atendimento", "garçom atencioso",
                "garçons atenciosos", "o atendimento foi excelente", "atendimento nota 10", "good service",
                "bom atendimento", "friendly staff", "a equipe é muito simpática", "fomos bem atendidos",
            ]
        ),
        (
            [.amazingFood],
            [
                "amazing food", "great food", "incredible food", "delicious", "the food was amazing",
                "food was out of this world", "comida ótima", "comida maravilhosa", "comida incrível", "ótima comida",
                "a comida estava deliciosa", "pratos excelentes", "uma delícia", "delicioso", "delicious dishes",
            ]
        ),
        (
            [.slow],
            [
                "slow", "slow service", "service was slow", "took forever", "took too long", "demorou", "demorado",
                "demorou muito", "atendimento lento", "a comida demorou", "the food took forever", "long wait",
                "the wait was long", "muita demora", "kitchen was slow", "o pedido demorou demais",
            ]
        ),
        (
            [.disappointing],
            [
                "disappointing", "disappointed", "a letdown", "let down", "underwhelming", "decepcionante",
                "decepcionou", "me decepcionei", "uma decepção",
            ]
        ),
        (
            [.amazingFood, .greatService],
            [
                "amazing food and service", "food and service were great", "comida e atendimento excelentes",
                "great food, great service", "ótima comida e ótimo atendimento",
            ]
        ),
        ([.amazingFood, .slow], ["great food but slow service", "comida ótima mas demorou"]),
        ([.greatService], ["good food and service"]),
        ([.niceAmbience, .goodValue, .amazingFood], ["nice vibe, good value, delicious"]),
        // Negated or blocked: no tag.
        (
            [],
            [
                "service was not great", "the service wasn't great", "comida não era incrível", "not disappointing",
                "didn't disappoint", "não decepcionou", "não demorou", "didn't take long", "service wasn't slow",
                "custo-benefício ruim", "bad value", "not good value", "nothing delicious", "food was ok",
                "good food", "great place", "slow-cooked ribs", "slow cooked ribs", "the food", "atendimento",
                "I don't think the food was great", "never disappointing", "sem demora", "nada decepcionante",
                "comida nada incrível", "wouldn't say the service was great",
            ]
        ),
    ]

    @Test func quickTagCorpus() {
        var wrong: [String] = []
        for (expected, lines) in Self.tags {
            for line in lines {
                let got = QuickTags.read(Lexer.words(line)).tags
                if got != expected { wrong.append("\(line) → \(got.map(\.rawValue)), expected \(expected.map(\.rawValue))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
    }

    @Test func tagRangesKeepTheRestForTheNote() {
        let line = "rate 4 great food, the owner is a sweetheart, took forever"
        let words = Lexer.words(line)
        let read = QuickTags.read(words)
        #expect(read.tags == [.amazingFood, .slow])
        #expect(read.ranges.map { Lexer.text(in: line, of: words, $0) } == ["great food", "took forever"])
        #expect(QuickTags.match(words, at: 2) == SlotMatch(value: [.amazingFood], range: 2..<4))
        #expect(QuickTags.match(words, at: 3) == nil)
    }

    @Test func rawValuesAreTheAppsSpelling() {
        #expect(
            QuickTag.allCases.map(\.rawValue) == [
                "Bom custo-benefício", "Ambiente agradável", "Atendimento excelente", "Comida incrível", "Demorou",
                "Decepcionante",
            ])
    }
}
