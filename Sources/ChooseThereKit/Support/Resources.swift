import Foundation

// MARK: - Bundled resources

/// The bundled data files (`Resources/`): the seed list, the vocabulary and
/// the city catalogue. Heavy files load lazily, on first use, so start-up
/// never pays for the 40,000-city catalogue.
public final class Resources: @unchecked Sendable {
    /// The directory holding the files, if one was found.
    public let directory: URL?
    private var cachedVocabulary: Vocabulary?
    private var cachedCatalog: CityCatalog?
    private var catalogError: String?
    private let lock = NSLock()

    public init(directory: URL?) { self.directory = directory }

    public var seedFile: URL? { directory?.appendingPathComponent("Restaurants.json") }
    public var vocabularyFile: URL? { directory?.appendingPathComponent("Vocabulary.json") }
    public var citiesFile: URL? { directory?.appendingPathComponent("Cities.tsv") }

    /// Finds the resources: `$CHOOSETHERE_RESOURCES`, then `../share/choosethere`
    /// beside the executable, then the source tree this binary was built from.
    public static func locate(environment: [String: String], executablePath: String) -> Resources {
        var candidates: [URL] = []
        if let dir = environment["CHOOSETHERE_RESOURCES"], !dir.isEmpty { candidates.append(URL(fileURLWithPath: dir)) }
        let exe = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(exe.appendingPathComponent("../share/choosethere").standardized)
        candidates.append(exe.appendingPathComponent("choosethere-resources"))
        // Sources/ChooseThereKit/Support/Resources.swift → repository root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent("Resources"))
        for dir in candidates where FileManager.default.fileExists(atPath: dir.appendingPathComponent("Vocabulary.json").path) {
            return Resources(directory: dir)
        }
        return Resources(directory: nil)
    }

    /// The vocabulary (empty if the file is missing or broken).
    public var vocabulary: Vocabulary {
        lock.lock(); defer { lock.unlock() }
        if let v = cachedVocabulary { return v }
        let v = vocabularyFile.flatMap { try? Vocabulary.load(from: $0) } ?? .empty
        cachedVocabulary = v
        return v
    }

    /// The city catalogue, or an error message saying why it is unavailable.
    public func catalog() -> Result<CityCatalog, CommandError> {
        lock.lock(); defer { lock.unlock() }
        if let c = cachedCatalog { return .success(c) }
        if let e = catalogError { return .failure(CommandError("catalog_unavailable", e)) }
        guard let url = citiesFile else {
            catalogError = "The city catalogue (Cities.tsv) was not found; reinstall choosethere or set CHOOSETHERE_RESOURCES."
            return .failure(CommandError("catalog_unavailable", catalogError ?? ""))
        }
        do {
            let c = try CityCatalog.load(from: url)
            cachedCatalog = c
            return .success(c)
        } catch {
            catalogError = "The city catalogue could not be read: \(error)"
            return .failure(CommandError("catalog_unavailable", catalogError ?? ""))
        }
    }
}
