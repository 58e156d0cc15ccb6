#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The runtime's larger pieces of work

extension SessionRuntime {
    /// Further files a large export needs are there already: nothing is written.
    struct PartsTaken: Error {
        let count: Int
        let taken: [URL]
    }

    /// A pool's candidates: the list (with recent visits to skip) or around a point.
    func candidates(_ request: PoolRequest) throws -> SessionEvent {
        let store = clients.store
        switch request.source {
        case .list:
            let found = try store.spinCandidates(request.query, request.learning)
            return .candidatesLoaded(request, candidates: found, recent: try store.recentlyVisited(request.avoidRepeats))
        case .nearList(let point, let radius):
            let found = try store.nearby(point.point, radius, request.query, request.learning)
            return .candidatesLoaded(request, candidates: found.map(\.candidate), recent: try store.recentlyVisited(request.avoidRepeats))
        }
    }

    /// An OpenStreetMap search — around a point, or by the search's text
    /// (`find`) — with the spinner; faults become failures the user can act on.
    func search(_ search: RemoteSearch, refresh: Bool, byText: Bool) throws -> SessionEvent {
        clients.progress(.progressSearching)
        defer { clients.progress(nil) }
        var result: NearbySearch
        do {
            result =
                byText ? try clients.nearby.find(search, vocabulary(), refresh) : try clients.nearby.search(search, vocabulary(), refresh)
        } catch {
            throw CommandFailure.search(NetworkFailure(error))
        }
        result.listed = try clients.store.listMatches(result.places)
        return byText ? .foundOnMap(search, result) : .nearbyFetched(search, result)
    }

    /// A saved place's element on the map now (`refresh details`).
    func lookUp(_ place: Restaurant) throws -> SessionEvent {
        guard let osmId = place.osmId else { throw CommandFailure.noOSMId(name: place.name) }
        clients.progress(.progressAsking)
        defer { clients.progress(nil) }
        do {
            return .placeLookedUp(place, try clients.nearby.lookup(osmId, vocabulary()))
        } catch {
            throw CommandFailure.detailsLookup(NetworkFailure(error))
        }
    }

    func geocode(_ query: String) throws -> SessionEvent {
        clients.progress(.progressAddress)
        defer { clients.progress(nil) }
        do {
            return .geocoded(query: query, try clients.nearby.geocode(query))
        } catch {
            throw CommandFailure.addressLookup(NetworkFailure(error))
        }
    }

    /// Inserts a new place under a fresh id (the rules checked its spot).
    func insert(_ place: Restaurant, via: InsertKind) throws -> SessionEvent {
        var place = place
        place.id = try clients.store.freshId(name: place.name, state: place.state)
        try clients.store.insert(place)
        return .placeInserted(place, via: via)
    }

    /// What is at an export's path: the facts the reducer decides on.
    func exportTarget(_ asked: String) -> ExportTargetFacts {
        let paths = reducer.env.paths
        let url = paths.resolve(asked)
        let folder = url.deletingLastPathComponent()
        var refusal: String?
        do {
            try FileSystem.checkExportTarget(url.path, protecting: paths.app.ownFiles(storePath: paths.app.storeFile.path))
        } catch {
            refusal = "\(error)"
        }
        return ExportTargetFacts(
            asked: asked, path: url.path, shown: paths.display(url), shownFolder: paths.display(folder),
            isFolder: FileSystem.isDirectory(url.path) || asked.hasSuffix("/"),
            folderExists: FileSystem.isDirectory(folder.path),
            exists: FileManager.default.fileExists(atPath: url.path), refusal: refusal)
    }

    /// Writes the backup to a path the reducer chose (`exportTargetChecked`);
    /// the writer checks the target again as it writes.
    func export(_ path: String, overwrite: Bool) throws -> SessionEvent {
        let paths = reducer.env.paths
        let url = paths.resolve(path)
        let existed = FileManager.default.fileExists(atPath: url.path)
        let store = clients.store, createdAt = reducer.env.clock.now()
        // Only over a regular file or to a new name, never over the program's own files.
        let own = paths.app.ownFiles(storePath: paths.app.storeFile.path)
        let counts: [(places: Int, visits: Int)]
        var files: [URL] = []
        do {  // row by row into the file(s): memory stays bounded whatever the store holds
            counts = try store.writeBackup(createdAt, "choosethere \(Session.version)", .importable) { index, count, produce in
                // More than import reads in one file: NAME-2.json, NAME-3.json… beside the first. Before
                // anything is written, the rules hear of further names already taken (unless told to overwrite).
                if index == 0, !overwrite {
                    let taken = stride(from: 2, through: count, by: 1).map { ExportParts.url(url, part: $0) }.filter {
                        FileManager.default.fileExists(atPath: $0.path) || FileSystem.isSymbolicLink($0.path)
                    }
                    if !taken.isEmpty { throw PartsTaken(count: count, taken: taken) }
                }
                let target = index == 0 ? url : ExportParts.url(url, part: index + 1)
                try withoutActuallyEscaping(produce) { produce in
                    try FileSystem.writeExport(to: target, protecting: own) { emit in try produce(emit) }
                }
                files.append(target)
            }
        } catch let error as StoreError {
            throw error
        } catch let parts as PartsTaken {
            return .exportPartsTaken(
                path: url.path, shown: paths.display(url), count: parts.count, taken: parts.taken.map { paths.display($0) })
        } catch {
            throw CommandFailure.cannotWrite(reason: "\(error)")
        }
        return .exported(
            path: url.path, shown: paths.display(url), places: counts.reduce(0) { $0 + $1.places },
            visits: counts.reduce(0) { $0 + $1.visits }, replaced: existed,
            files: files.count > 1 ? files.map { paths.display($0) } : [])
    }

    /// Reads and validates a backup (or a plain list) without changing anything.
    func readImport(_ request: ImportRequest) throws -> SessionEvent {
        let paths = reducer.env.paths
        let url = paths.resolve(request.path ?? "")
        let shown = paths.display(url)
        // A replace removes every place not in the file: visits may only point at the file's own.
        let replacing = request.mode == .replace
        let store = clients.store
        let decoded: Result<Backup.Decoded, BackupProblems>
        do {  // the file's bytes go before the import starts: the rows are kept packed
            let bytes: [UInt8]
            do { bytes = try FileSystem.readFile(url, limit: Session.importLimit) } catch {
                throw CommandFailure.cannotRead(path: shown, reason: error.reason)
            }
            decoded = Backup.decode(
                bytes: bytes, now: reducer.env.clock.now(), knownIds: { !replacing && ((try? store.idExists($0)) ?? false) })
        }
        switch decoded {
        case .failure(let failure):
            throw CommandFailure.invalidBackup(path: shown, problems: failure)
        case .success(.backup(let backup)):
            return .importRead(
                request,
                DecodedImport(
                    shown: shown, isList: false, places: backup.restaurants, visits: backup.visits, skipped: [],
                    shortened: backup.shortened))
        case .success(.list(let list)):
            let skipped = list.problems.map(\.description)
            guard !list.restaurants.isEmpty else { throw CommandFailure.noUsablePlaces(path: shown, skipped: skipped) }
            return .importRead(
                request,
                DecodedImport(
                    shown: shown, isList: true, places: list.restaurants, visits: [], skipped: skipped,
                    shortened: list.shortened))
        }
    }
}
