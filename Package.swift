// swift-tools-version: 6.0
import PackageDescription

// choosethere: a conversational shell that helps you decide where to eat.
// No Swift package dependencies; system C libraries only (Debian -dev packages).
let package = Package(
    name: "choosethere",
    products: [
        .executable(name: "choosethere", targets: ["choosethere"]),
        .executable(name: "choosethere-bench", targets: ["choosethere-bench"]),
        .executable(name: "choosethere-train", targets: ["choosethere-train"]),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libcurl's header only: nothing links it; it is opened with dlopen on
        // the first network request, so start-up never pays for it.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),

        // MARK: Everything testable, no terminal I/O
        .target(
            name: "ChooseThereKit",
            dependencies: ["CSQLite", "CCurl"],
            // The system SQLite (libsqlite3-dev) linked statically: the shared
            // library is built with BIND_NOW, and resolving its symbols at
            // every start cost about a fifth of `choosethere -c quit`.
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libsqlite3.a", "-lm"])]
        ),

        // MARK: Thin executables
        .executableTarget(
            name: "choosethere",
            dependencies: ["ChooseThereKit", "CLibEdit"]
        ),
        // libFuzzer target (see README, "Fuzzing"); a plain build replays files.
        .executableTarget(
            name: "choosethere-fuzz",
            dependencies: ["ChooseThereKit", "ChooseThereFuzzSupport"]
        ),
        // What the fuzzer runs untrusted bytes through (its corpus test too).
        .target(
            name: "ChooseThereFuzzSupport",
            dependencies: ["ChooseThereKit"]
        ),
        // Learns Resources/IntentModel.tsv from the phrasing corpus.
        .executableTarget(
            name: "choosethere-train",
            dependencies: ["ChooseThereKit"]
        ),
        .executableTarget(
            name: "choosethere-bench",
            // The phrasing corpus and its in-memory session, for the `language` section.
            dependencies: ["ChooseThereKit", "ChooseThereTestSupport"]
        ),

        // MARK: Tests
        // The in-memory store, the phrasing corpus, fixtures and the JSON Schema checker.
        .target(
            name: "ChooseThereTestSupport",
            dependencies: ["ChooseThereKit"],
            path: "Tests/Support"
        ),
        // A real HTTP server on 127.0.0.1 for the nearby-search tests.
        .target(
            name: "ChooseThereTestServer",
            path: "Tests/Server"
        ),
        .testTarget(
            name: "ChooseThereKitTests",
            dependencies: ["ChooseThereKit", "ChooseThereTestSupport", "ChooseThereTestServer", "ChooseThereFuzzSupport"],
            // Read by the corpus test from its source folder.
            exclude: ["OpeningHours/corpus.tsv", "Corpus/phrasings.jsonl", "Corpus/known-misses.txt"]
        ),
        .testTarget(
            name: "ChooseThereCLITests",
            dependencies: ["choosethere", "ChooseThereKit", "ChooseThereTestSupport", "ChooseThereTestServer"],
            exclude: ["Transcripts"]
        ),
    ]
)
