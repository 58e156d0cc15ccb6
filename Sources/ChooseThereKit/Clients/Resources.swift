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
    private var cachedModel: IntentModel??

    public init(directory: URL?) { self.directory = directory }

    public var seedFile: URL? { directory?.appendingPathComponent("Restaurants.json") }
    public var vocabularyFile: URL? { directory?.appendingPathComponent("Vocabulary.json") }
    public var citiesFile: URL? { directory?.appendingPathComponent("Cities.tsv") }
    public var intentModelFile: URL? { directory?.appendingPathComponent("IntentModel.tsv") }

    /// The files a complete installation has.
    public static let fileNames = ["Restaurants.json", "Vocabulary.json", "Cities.tsv", "IntentModel.tsv"]

    /// The learned intent model (nil when its file is missing or broken: the
    /// rules then decide alone). Loaded on first use, never at start-up.
    public var intentModel: IntentModel? {
        if let m = cachedModel { return m }
        let m = intentModelFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.flatMap(IntentModel.decode)
        cachedModel = .some(m)
        return m
    }

    /// The folders searched, in order: `$CHOOSETHERE_RESOURCES`, then
    /// `PREFIX/share/choosethere` for the real executable at `PREFIX/bin`
    /// (`/proc/self/exe`, every symlink followed — never `argv[0]` or the
    /// working directory), then the source tree this binary was built from
    /// (a development build).
    public static func candidates(environment: [String: String], executable: String? = Resources.executablePath()) -> [String] {
        var candidates: [String] = []
        if let dir = environment["CHOOSETHERE_RESOURCES"], !dir.isEmpty { candidates.append(dir) }
        if let executable { candidates.append(parent(parent(executable)) + "/share/choosethere") }
        // Sources/ChooseThereKit/Support/Resources.swift → repository root.
        candidates.append(parent(parent(parent(parent(#filePath)))) + "/Resources")
        return candidates
    }

    /// Finds the resources in the first candidate folder that has the vocabulary.
    public static func locate(environment: [String: String], executable: String? = Resources.executablePath()) -> Resources {
        // Plain paths and access(2): this runs on every start.
        for dir in candidates(environment: environment, executable: executable) where access(dir + "/Vocabulary.json", R_OK) == 0 {
            return Resources(directory: URL(fileURLWithPath: dir, isDirectory: true))
        }
        return Resources(directory: nil)
    }

    /// The running program's own file, symlinks resolved, from `/proc/self/exe`.
    public static func executablePath() -> String? {
        guard let real = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The bundled files that cannot be read (all of them when no folder was found).
    public var missingFiles: [String] {
        guard let directory else { return Resources.fileNames }
        return Resources.fileNames.filter { access(directory.path + "/" + $0, R_OK) != 0 }
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
