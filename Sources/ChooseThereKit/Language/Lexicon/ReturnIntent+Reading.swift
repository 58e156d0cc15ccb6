// MARK: - Reading one cue about going back

extension ReturnIntent {
    /// One cue (`come back`, `voltaria`, `once was enough`…) weighed against
    /// the words around it: negation, hedges, conditions, questions, tense
    /// and subject.
    struct CueReading {
        let words: [Word]
        let scope: NegationScope
        let cue: Range<Int>
        let kind: Cue

        struct Result {
            var answer: ReturnAnswer
            var ranges: [Range<Int>]
            /// Where reading may go on (after the words used).
            var end: Int
        }

        func read() -> Result? {
            let clause = scope.clause(containing: cue.lowerBound)
            let tailEnd = extendRight(from: cue.upperBound, limit: clause.upperBound)
            var ranges = [extendLeft(from: cue.lowerBound, limit: clause.lowerBound)..<tailEnd]
            let polarity = scope.polarity(at: cue.lowerBound)
            let (next, question) = clauseAfter(clause)

            switch kind {
            case .bareRefusal:
                guard isWholeClause(clause) else { return nil }
                return finish(.no, ranges + [clause], question: false, next: next)
            case .lastTime:
                guard endsClause(from: cue.upperBound, clause: clause), !followsComparison() else { return nil }
            case .weak:
                guard polarity != .affirmative || question || hasMarker(in: clause) else { return nil }
            case .strong, .refusal:
                break
            }
            ranges += negatorRanges(affecting: cue.lowerBound, within: clause)
            let cut = negatorsCutOff(before: cue.lowerBound, within: clause)

            var answer: ReturnAnswer
            switch polarity {
            case .affirmative: answer = (kind == .refusal || kind == .lastTime) ? .no : .yes
            case .negative: answer = (kind == .refusal || kind == .lastTime) ? .yes : .no
            case .ambiguous: answer = .unclear
            }
            if answer == .yes, kind == .strong || kind == .weak, let post = postposedNegation(clause: clause) {
                answer = post.answer
                ranges.append(post.range)
            }
            // "no I wouldn't go back": a leading "no" answers, the rest says it.
            let cutAnswers = cut.filter { words.key($0.lowerBound) == "no" && $0.count == 1 }
            if !cut.isEmpty, !(polarity == .negative && cutAnswers.count == cut.count) {
                // "not a place I'd go back to", "não é um lugar que eu voltaria":
                // a negation in the clause that the scope rules stopped short
                // of the cue may still be about it.
                answer = .unclear
                ranges += cut
            }
            let hedges = hedgesIn(clause)
            ranges += hedges.ranges
            if hedges.doubt { answer = .unclear }
            // A hedge either way ("probably won't", "I don't think we'll") is not a
            // clear answer: the rating asks rather than record a guess.
            if hedges.leaning { answer = .unclear }
            if aboutThePastOrSomeoneElse() || reportsSpeech(in: clause) { answer = .unclear }
            if let comparison = comparedAway(in: clause) {
                answer = answer == .yes && comparison.preferred ? .no : .unclear
                ranges.append(comparison.range)
            }
            if let before = clauseBefore(clause), isBareHedgeOrCondition(before) {
                answer = .unclear
                ranges.append(before)
            }
            return finish(answer, ranges, question: question, next: next)
        }

        /// Applies what the next clause says: an answer to a question, a
        /// trailing hedge (`…, maybe`), a condition, a bare `not`.
        private func finish(_ answer: ReturnAnswer, _ ranges: [Range<Int>], question: Bool, next: Range<Int>?) -> Result {
            var answer = answer
            var ranges = ranges
            if question {
                // "Coming back? Definitely." / "Voltaria? Nem a pau." / unanswered: ask.
                // A negative question ("not coming back?") makes every reply ambiguous.
                let reply = next.map(evaluateAnswer) ?? .unclear
                answer = answer == .yes ? reply : .unclear
                if let next { ranges.append(next) }
            } else if let next {
                if isBareHedgeOrCondition(next) {
                    answer = .unclear
                    ranges.append(next)
                } else if let bare = bareNegation(next) {
                    answer = bare == .no && answer != .unclear ? .no : .unclear
                    ranges.append(next)
                } else if isBareBooster(next) {
                    ranges.append(next)
                }
            }
            let end = ranges.map(\.upperBound).max() ?? cue.upperBound
            return Result(answer: answer, ranges: ranges, end: end)
        }

        // MARK: Clauses

        /// The clause after `clause`, and whether a `?` ends `clause`.
        private func clauseAfter(_ clause: Range<Int>) -> (Range<Int>?, Bool) {
            var k = clause.upperBound
            var question = false
            while k < words.count, scope.isBoundary(k) {
                if words[k].kind == .punctuation, words[k].text.contains("?") { question = true }
                k += 1
            }
            guard k < words.count else { return (nil, question) }
            return (scope.clause(containing: k), question)
        }

        private func clauseBefore(_ clause: Range<Int>) -> Range<Int>? {
            var k = clause.lowerBound - 1
            while k >= 0, scope.isBoundary(k) { k -= 1 }
            guard k >= 0 else { return nil }
            return scope.clause(containing: k)
        }

        /// Only fillers (`and`, `just`, `honestly`…) besides the cue.
        private func isWholeClause(_ clause: Range<Int>) -> Bool {
            for k in clause where !cue.contains(k) {
                guard let key = words.key(k) else { return false }
                // "nota 2 nunca mais", "rate 1 never": the stars before it are a clause of their own.
                if k < cue.lowerBound, words[k].number != nil || Self.ratingHead.contains(key) { continue }
                guard Self.leadingFillers.contains(key) else { return false }
            }
            return true
        }

        private func endsClause(from k: Int, clause: Range<Int>) -> Bool {
            var j = k
            while j < clause.upperBound {
                guard let t = tail.match(words, at: j) else { return false }
                j = t.end
            }
            return true
        }

        /// `better than last time`, `since last time`, `desde a última vez`.
        private func followsComparison() -> Bool {
            let before = words.key(cue.lowerBound - 1)
            let twoBefore = words.key(cue.lowerBound - 2)
            let comparisons: Set<String> = ["than", "since", "like", "unlike", "as", "que", "desde", "da", "na"]
            return before.map(comparisons.contains) == true
                || (before == "the" || before == "a") && twoBefore.map(comparisons.contains) == true
        }

        private func hasMarker(in clause: Range<Int>) -> Bool {
            for k in clause where !cue.contains(k) {
                if let key = words.key(k), markers.contains(key) { return true }
            }
            return false
        }

        // MARK: Negation around the cue

        private func negatorRanges(affecting i: Int, within clause: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            for (k, neg) in scope.negators.enumerated()
            where neg.range.upperBound <= i && i < scope.scopeEnds[k] && neg.range.lowerBound >= clause.lowerBound {
                out.append(neg.range)
            }
            return out
        }

        /// Negators earlier in the clause whose scope ends before the cue.
        private func negatorsCutOff(before i: Int, within clause: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            for (k, neg) in scope.negators.enumerated()
            where neg.range.lowerBound >= clause.lowerBound && neg.range.upperBound <= i && scope.scopeEnds[k] <= i {
                out.append(neg.range)
            }
            return out
        }

        /// `volto não`, `voltaria nunca`, `would go back… not`: a negator after
        /// the cue that ends its clause denies it; one followed by
        /// `the`/`for`/`pelo`… is about something else; anything else is unclear.
        private func postposedNegation(clause: Range<Int>) -> (answer: ReturnAnswer, range: Range<Int>)? {
            for neg in scope.negators where neg.range.lowerBound >= cue.upperBound && neg.range.upperBound <= clause.upperBound {
                // A one-word negator, or a whole phrase ("nem amarrado": "nem" alone may start something else).
                let phrase = neg.range.compactMap { words.key($0) }.joined(separator: " ")
                guard let first = words.key(neg.range.lowerBound), postposable.contains(first) || postposable.contains(phrase) else {
                    continue
                }
                if endsClause(from: neg.range.upperBound, clause: clause) {
                    return (.no, neg.range.lowerBound..<clause.upperBound)
                }
                if let after = words.key(neg.range.upperBound), somethingElse.contains(after) { continue }
                return (.unclear, neg.range)
            }
            return nil
        }

        // MARK: Hedges, tense, subject

        private func hedgesIn(_ clause: Range<Int>) -> (doubt: Bool, leaning: Bool, ranges: [Range<Int>]) {
            var doubt = false
            var leaning = false
            var ranges: [Range<Int>] = []
            var k = clause.lowerBound
            while k < clause.upperBound {
                guard !cue.contains(k), words[k].isWord, let h = hedges.match(words, at: k) else { k += 1; continue }
                if isHedge(h.value, at: k, clause: clause) {
                    // A condition before going back takes its words with it ("se tiver tempo eu volto").
                    ranges.append(h.value == .condition && h.end <= cue.lowerBound ? k..<cue.lowerBound : k..<h.end)
                    if h.value == .leaning { leaning = true } else { doubt = true }
                }
                k = h.end
            }
            return (doubt, leaning, ranges)
        }

        private func isHedge(_ hedge: Hedge, at k: Int, clause: Range<Int>) -> Bool {
            let key = words[k].folded
            if key == "may", words[k].text != "may", k != clause.lowerBound { return false }  // "in May"
            guard hedge == .condition else { return true }
            if let before = words.key(k - 1), k > clause.lowerBound, conditionBreakers.contains(before) { return false }
            // Portuguese "se" mid-clause before the cue is a pronoun ("a gente se diverte").
            // Before a future subjunctive it is "if" ("se tiver tempo eu volto", "se der").
            if key == "se", k != clause.lowerBound, k < cue.lowerBound {
                guard let next = words.key(k + 1) else { return false }
                return next.hasSuffix("r") || next.hasSuffix("rem") || next.hasSuffix("rmos")
            }
            return true
        }

        /// `had to go back`, `used to come back`, `the waiter kept coming back`.
        private func aboutThePastOrSomeoneElse() -> Bool {
            let start = max(0, cue.lowerBound - 3)
            var k = start
            while k < cue.lowerBound {
                if let p = pastMarkers.match(words, at: k), p.end <= cue.lowerBound + 1 { return true }
                k += 1
            }
            var third = -1
            var first = -1
            for k in start..<cue.lowerBound {
                guard let key = words.key(k), !scope.isBoundary(k) else { third = -1; first = -1; continue }
                if thirdParties.contains(key) { third = k }
                if firstPerson.contains(key) { first = k }
            }
            return third > first
        }

        /// `I'd rather starve than go back` (going back is not preferred: no),
        /// `better than going back` (unclear).
        private func comparedAway(in clause: Range<Int>) -> (preferred: Bool, range: Range<Int>)? {
            var k = cue.lowerBound - 1
            if words.key(k) == "to" { k -= 1 }
            guard k >= clause.lowerBound, let key = words.key(k) else { return nil }
            let than: Range<Int>
            if key == "than" {
                than = k..<(k + 1)
            } else if key == "que", words.key(k - 1) == "do", k - 1 >= clause.lowerBound {
                than = (k - 1)..<(k + 1)
            } else {
                return nil
            }
            let preferred = (clause.lowerBound..<than.lowerBound).contains { words.key($0).map(preferring.contains) == true }
            return (preferred, than.lowerBound..<cue.lowerBound)
        }

        /// `we were told to come back later`: an instruction, not an intention.
        private func reportsSpeech(in clause: Range<Int>) -> Bool {
            for k in clause.lowerBound..<cue.lowerBound {
                if let key = words.key(k), reportedSpeech.contains(key) { return true }
            }
            return false
        }

        // MARK: Neighbouring clauses

        /// `maybe`, `not sure`, `we'll see`, `if it gets cheaper`, `se baixar o preço`.
        private func isBareHedgeOrCondition(_ clause: Range<Int>) -> Bool {
            guard let h = hedges.match(words, at: clause.lowerBound) else {
                if clause.count > 3 { return false }
                return hedgesIn(clause).ranges.isEmpty == false
            }
            return h.value == .condition || clause.count <= 3 || h.value == .doubt && h.end == clause.upperBound
        }

        /// A clause that is only a negation (`not`, `nope`, `não`): `.no`; as a
        /// tag question (`…, no?`) `.unclear`.
        private func bareNegation(_ clause: Range<Int>) -> ReturnAnswer? {
            guard clause.count <= 2 else { return nil }
            var k = clause.lowerBound
            while k < clause.upperBound {
                guard let key = words.key(k), ["not", "nope", "nah", "no", "never", "nao", "nunca", "jamais", "really"].contains(key)
                else { return nil }
                k += 1
            }
            if k < words.count, words[k].kind == .punctuation, words[k].text.contains("?") { return .unclear }
            return .no
        }

        /// `…, no doubt`, `…, for sure`, `…, com certeza`.
        private func isBareBooster(_ clause: Range<Int>) -> Bool {
            guard let t = tail.match(words, at: clause.lowerBound), t.end == clause.upperBound else { return false }
            return !scope.negators.contains { clause.contains($0.range.lowerBound) }
        }

        /// A short answer to a question about going back.
        private func evaluateAnswer(_ clause: Range<Int>) -> ReturnAnswer {
            let hedges = hedgesIn(clause)
            let negated = scope.negators.contains { clause.contains($0.range.lowerBound) }
            if hedges.doubt { return .unclear }
            if hedges.leaning { return negated ? .no : .unclear }
            if negated { return .no }
            if let a = answers.match(words, at: clause.lowerBound) { return a.value }
            return .unclear
        }

        // MARK: Extending the cue

        private func extendLeft(from i: Int, limit: Int) -> Int {
            var k = i
            while k > limit {
                let j = k - 1
                guard let key = words.key(j) else { break }
                if attachLeft.contains(key) || scope.negators.contains(where: { $0.range.contains(j) }) {
                    k = j
                } else {
                    break
                }
            }
            return k
        }

        private func extendRight(from i: Int, limit: Int) -> Int {
            var k = i
            while k < limit, let t = tail.match(words, at: k), t.end <= limit { k = t.end }
            return k
        }

        /// Words allowed around a bare refusal (`and never`, `honestly, nem a pau`).
        static let ratingHead: WordSet = ["nota", "rate", "rating", "stars", "star", "estrelas", "estrela", "it", "/"]
        static let leadingFillers: WordSet = [
            "and", "just", "so", "honestly", "e", "mas", "but", "seriously",
            "then", "nope", "nah", "sinceramente", "tipo", "ok",
        ]
    }
}
