// swift-tools-version: 6.0
import PackageDescription

// choosethere: a conversational shell that helps you decide where to eat.
// No Swift package dependencies; system C libraries only (Debian -dev packages).
let package = Package(
    name: "choosethere",
    products: [
        .executable(name: "choosethere", targets: ["choosethere"]),
        .executable(name: "choosethere-net", targets: ["choosethere-net"]),
        .executable(name: "choosethere-bench", targets: ["choosethere-bench"]),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),

        // MARK: Everything testable, no terminal I/O
        .target(
            name: "ChooseThereKit",
            dependencies: ["CSQLite"],
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
        // The only process that touches the network (so choosethere never
        // links the networking stack and starts fast).
        .executableTarget(
            name: "choosethere-net",
            // FoundationNetworking sits on libcurl (libcurl4-openssl-dev); a
            // static Swift runtime needs it named at link time.
            linkerSettings: [.linkedLibrary("curl")]
        ),
        // libFuzzer target (see README, "Fuzzing"); a plain build replays files.
        .executableTarget(
            name: "choosethere-fuzz",
            dependencies: ["ChooseThereKit"]
        ),
        .executableTarget(
            name: "choosethere-bench",
            dependencies: ["ChooseThereKit"]
        ),

        // MARK: Tests
        // A real HTTP server on 127.0.0.1 for the nearby-search tests.
        .target(
            name: "ChooseThereTestSupport",
            path: "Tests/Support"
        ),
        .testTarget(
            name: "ChooseThereKitTests",
            dependencies: ["ChooseThereKit", "choosethere-net", "ChooseThereTestSupport"],
            // Read by the corpus test from its source folder.
            exclude: ["OpeningHours/corpus.tsv"]
        ),
        .testTarget(
            name: "ChooseThereCLITests",
            dependencies: ["choosethere", "choosethere-net", "ChooseThereKit", "ChooseThereTestSupport"],
            exclude: ["Transcripts"]
        ),
    ]
)
