#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Loading Cities.tsv

extension CityCatalog {
    /// The header line `Cities.tsv` must start with.
    public static let header = "name\tadmin\tcountry\tlat\tlng\tpopulation\tcapital"

    /// Loads a catalog from a `Cities.tsv` file (see
    /// `Resources/scripts/make_cities.py` for the format).
    ///
    /// - Throws: `CityCatalogError.unreadable` if the file cannot be read,
    ///   `CityCatalogError.malformedRow` naming the file and line otherwise.
    public static func load(from url: URL) throws(CityCatalogError) -> CityCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: "\(error)")
        }
        return CityCatalog(cities: try parse(Array(data), file: url.path))
    }

    /// Parses the TSV `bytes`; `file` only names the source in errors.
    static func parse(_ bytes: [UInt8], file: String) throws(CityCatalogError) -> [City] {
        let result: Result<[City], CityCatalogError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = CityTSVParser(buffer: buffer, file: file)
            return Result { () throws(CityCatalogError) in try parser.parse() }
        }
        return try result.get()
    }
}
