import ChooseThereKit
import Foundation

// choosethere-train: learns the intent model from the phrasing corpus.
//
//   swift run choosethere-train              writes Resources/IntentModel.tsv
//   swift run choosethere-train --evaluate   accuracy on rows it was not trained on
//
// The same corpus always gives the same file, byte for byte; a test fails
// when the file in Resources/ was not regenerated after the corpus changed.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
var corpus = root.appendingPathComponent("Tests/ChooseThereKitTests/Corpus/phrasings.jsonl")
var output = root.appendingPathComponent("Resources/IntentModel.tsv")
var evaluate = false
var scoreLines: [String] = []
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
    case "--corpus": if let p = args.popFirst() { corpus = URL(fileURLWithPath: p) }
    case "--out": if let p = args.popFirst() { output = URL(fileURLWithPath: p) }
    case "--evaluate": evaluate = true
    case "--score": if let l = args.popFirst() { scoreLines.append(l) }
    default:
        FileHandle.standardError.write(Data("usage: choosethere-train [--corpus FILE] [--out FILE] [--evaluate] [--score LINE…]\n".utf8))
        exit(2)
    }
}

if !scoreLines.isEmpty {
    // The shipped model's top readings for each line (reads stdin lines too when "-" is given).
    guard let model = IntentModel.decode((try? String(contentsOf: output, encoding: .utf8)) ?? "") else { exit(1) }
    var lines = scoreLines.filter { $0 != "-" }
    if scoreLines.contains("-") { while let l = readLine() { lines.append(l) } }
    for line in lines {
        print(line + "\t" + model.scores(line).prefix(3).map { "\($0.intent) \(Format.fixed($0.probability, 3))" }.joined(separator: ", "))
    }
    exit(0)
}

do {
    let text = try String(contentsOf: corpus, encoding: .utf8)
    let rows = try IntentModel.corpusRows(text)
    let examples = IntentModel.examples(fromCorpus: rows.map { ($0.context, $0.text, $0.intent) })
    if evaluate {
        let report = IntentModel.heldOutReport(rows)
        print(report)
    } else {
        let model = IntentModel.train(examples)
        try Data(model.encoded.utf8).write(to: output)
        print("Trained on \(examples.count) rows (\(model.classes.count) commands, \(model.weights.count) features); wrote \(output.path).")
    }
} catch {
    FileHandle.standardError.write(Data("choosethere-train: \(error)\n".utf8))
    exit(1)
}
