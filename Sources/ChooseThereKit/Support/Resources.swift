#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Bundled resources

/// The bundled data files (`Resources/`): the seed list, the vocabulary and
/// the city catalogue. Heavy files load lazily, on first use, so start-up
/// never pays for the 40,000-city catalogue. Used from one thread (the session's).
public final class Resources: @unchecked Sendable {
    /// The directory holding the files, if one was found.
    public let directory: URL?
    private var cachedVocabulary: Vocabulary?
    private var cachedCatalog: CityCatalog?
    private var catalogError: CatalogProblem?

    public init(directory: URL?) { self.directory = directory }

    public var seedFile: URL? { directory?.appendingPathComponent("Restaurants.json") }
    public var vocabularyFile: URL? { directory?.appendingPathComponent("Vocabulary.json") }
    public var citiesFile: URL? { directory?.appendingPathComponent("Cities.tsv") }

    /// Finds the resources: `$CHOOSETHERE_RESOURCES`, then `../share/choosethere`
    /// beside the executable, then the source tree this binary was built from.
    public static func locate(environment: [String: String], executablePath: String) -> Resources {
        // Plain paths and access(2): this runs on every start.
        var candidates: [String] = []
        if let dir = environment["CHOOSETHERE_RESOURCES"], !dir.isEmpty { candidates.append(dir) }
        var exe = executablePath
        if let real = realpath(executablePath, nil) {
            exe = String(cString: real)
            free(real)
        }
        let exeDir = parent(exe)
        candidates.append(parent(exeDir) + "/share/choosethere")
        candidates.append(exeDir + "/choosethere-resources")
        // Sources/ChooseThereKit/Support/Resources.swift → repository root.
        candidates.append(parent(parent(parent(parent(#filePath)))) + "/Resources")
        for dir in candidates where access(dir + "/Vocabulary.json", R_OK) == 0 {
            return Resources(directory: URL(fileURLWithPath: dir, isDirectory: true))
        }
        return Resources(directory: nil)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The vocabulary (empty if the file is missing or broken).
    public var vocabulary: Vocabulary {
        if let v = cachedVocabulary { return v }
        let v = vocabularyFile.flatMap { try? Vocabulary.load(from: $0) } ?? .empty
        cachedVocabulary = v
        return v
    }

    /// The city catalogue, or why it is unavailable (loaded once, on first use).
    public func catalog() -> Result<CityCatalog, CatalogProblem> {
        if let c = cachedCatalog { return .success(c) }
        if let e = catalogError { return .failure(e) }
        guard let url = citiesFile else {
            catalogError = .missing
            return .failure(.missing)
        }
        do {
            let c = try CityCatalog.load(from: url)
            cachedCatalog = c
            return .success(c)
        } catch {
            catalogError = .unreadable("\(error)")
            return .failure(.unreadable("\(error)"))
        }
    }
}
