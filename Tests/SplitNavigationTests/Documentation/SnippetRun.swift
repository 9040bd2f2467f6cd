import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compiles a snippet program with `swiftc` against the library as this test run built it, and
/// runs it.
///
/// The library's modules and object files are the ones SwiftPM built for this test binary, found
/// next to it, so a snippet sees exactly the code under test, and a fresh clone needs nothing
/// but `swift test`. When the test binary runs under a sanitizer or with coverage, the objects
/// were built for it and the program is linked the same way.
struct SnippetRun: Sendable {
    /// A problem the run found, at a Markdown line when it has one.
    struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The Markdown file, when the problem is at one of its lines.
        var path: String?
        /// The 1-based line in that file.
        var line: Int?
        /// What went wrong.
        var message: String

        var description: String {
            guard let path, let line else { return message }
            return "\(URL(fileURLWithPath: path).lastPathComponent):\(line): \(message)"
        }
    }

    /// The products a snippet may import; their objects are linked into every program.
    static let modules = ["SplitNavigation", "SplitNavigationStore", "SplitNavigationTesting", "SplitNavigationStoreTesting"]

    /// Everything that went wrong: compile errors, uses of deprecated API, a failed `→` check, or
    /// a block that threw or trapped. Empty when the program compiled cleanly and ran to the end.
    var problems: [Problem] = []

    /// Compiles and runs each program of `snippets` (``MarkdownSnippets/programs``), one after
    /// another, each in a new temporary directory.
    init(_ snippets: MarkdownSnippets) async throws {
        for blocks in snippets.programs {
            problems += try await Self.problems(of: SnippetProgram(snippets, blocks: blocks), snippets: snippets)
        }
    }

    /// What went wrong compiling and running one program.
    static func problems(of program: SnippetProgram, snippets: MarkdownSnippets) async throws -> [Problem] {
        var problems: [Problem] = []
        let (compiled, ran) = try await Self.compileAndRun(["main.swift": program.main, "SnippetSupport.swift": SnippetProgram.support])
        problems += Self.diagnostics(in: compiled.output, snippets: snippets)
        guard compiled.status == 0, let ran else {
            if problems.isEmpty {
                problems.append(Problem(message: "swiftc failed (status \(compiled.status)):\n\(compiled.output)"))
            }
            return problems
        }
        guard ran.status != 0 else { return problems }
        let checks = Self.diagnostics(in: ran.output, snippets: snippets)
        if !checks.isEmpty {
            return problems + checks
        }
        // The last block that started is the one that failed; what it printed says why.
        let lines = ran.output.split(separator: "\n", omittingEmptySubsequences: false)
        let last = lines.last { $0.hasPrefix(SnippetProgram.blockMarker) }
            .map { $0.dropFirst(SnippetProgram.blockMarker.count) }
        let output = lines.filter { !$0.hasPrefix(SnippetProgram.blockMarker) }.joined(separator: "\n")
        var problem = Problem(message: "the snippet starting here failed when run (status \(ran.status)):\n\(output)")
        if let last, let colon = last.lastIndex(of: ":") {
            problem.path = String(last[..<colon])
            problem.line = Int(last[last.index(after: colon)...])
        }
        problems.append(problem)
        return problems
    }

    /// Compiles a program of the given files (name → Swift source, one of them `main.swift`)
    /// against the library as this test run built it, in a new temporary directory, and runs it
    /// when it compiled. Also what the kit's tests use to compile the counterexamples it prints.
    static func compileAndRun(
        _ sources: [String: String]
    ) async throws -> (compiled: (status: Int32, output: String), ran: (status: Int32, output: String)?) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("splitnav-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var files: [String] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let executable = directory.appendingPathComponent("snippets")

        let build = try Self.buildDirectory()
        var arguments = ["swiftc", "-swift-version", "6", "-Onone", "-I", build.modules.path] + files
        for module in Self.modules {
            arguments += try Self.objects(of: module, in: build.directory)
        }
        arguments += Self.instrumentation + ["-o", executable.path]

        let compiled = try await Self.launch("/usr/bin/env", arguments, in: directory)
        guard compiled.status == 0 else { return (compiled, nil) }
        return (compiled, try await Self.launch(executable.path, [], in: directory))
    }

    /// Errors, and warnings about deprecated API, at lines of the Markdown file, in the
    /// compiler's `path:line:column: error: message` form (the `→` checks write the same form).
    static func diagnostics(in output: String, snippets: MarkdownSnippets) -> [Problem] {
        let prefix = snippets.file.path + ":"
        var problems: [Problem] = []
        for line in output.split(separator: "\n") where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let lineNumber = Int(rest.prefix { $0.isNumber }) else { continue }
            for kind in [": error: ", ": warning: "] {
                guard let range = rest.range(of: kind) else { continue }
                let message = String(rest[range.upperBound...])
                if kind == ": warning: " && !message.contains("deprecated") { continue }
                problems.append(Problem(path: snippets.file.path, line: lineNumber, message: message))
            }
        }
        return problems
    }

    /// Where SwiftPM put this test binary's modules and object files.
    static func buildDirectory() throws -> (directory: URL, modules: URL) {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        // SwiftPM 6 keeps module files in `Modules`; older versions beside the products.
        for modules in [directory.appendingPathComponent("Modules"), directory]
        where FileManager.default.fileExists(atPath: modules.appendingPathComponent("SplitNavigation.swiftmodule").path) {
            return (directory, modules)
        }
        throw SnippetBuildError(message: "no SplitNavigation.swiftmodule in or under \(directory.path); run the tests with `swift test`")
    }

    /// The object files of a module's current sources, as SwiftPM's output file map lists them.
    /// A listing of the build directory would also link the objects of sources since renamed or
    /// moved to another module, which an incremental build leaves behind, and fail on them.
    static func objects(of module: String, in buildDirectory: URL) throws -> [String] {
        let map = buildDirectory.appendingPathComponent("\(module).build/output-file-map.json")
        let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
        return entries.values.compactMap { $0["object"] }.sorted()
    }

    /// The flags that link objects built for a sanitizer or for coverage: the test binary has
    /// the runtime the objects need exactly when they were built that way.
    static var instrumentation: [String] {
        let process = dlopen(nil, RTLD_NOW)
        func has(_ symbol: String) -> Bool { dlsym(process, symbol) != nil }
        var flags: [String] = []
        if has("__asan_init") { flags.append("-sanitize=address") }
        if has("__tsan_init") { flags.append("-sanitize=thread") }
        if has("__llvm_profile_runtime") { flags += ["-profile-generate", "-profile-coverage-mapping"] }
        return flags
    }

    /// Runs a program and returns its status and everything it wrote, standard error included.
    ///
    /// It waits without holding a thread: a test that blocked one of the cooperative pool's
    /// threads for the seconds a compile takes would hold up the tests waiting for it.
    static func launch(_ executable: String, _ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
        let log = directory.appendingPathComponent("output-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // A file rather than pipes: nothing to drain while the program runs. Coverage data, if
        // any, goes to the temporary directory; a crash prints its message without a backtrace.
        process.standardOutput = handle
        process.standardError = handle
        var environment = ProcessInfo.processInfo.environment
        environment["LLVM_PROFILE_FILE"] = directory.appendingPathComponent("snippets.profraw").path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, try String(contentsOf: log, encoding: .utf8))
    }
}

/// The snippets could not be compiled because the build around them is missing.
struct SnippetBuildError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
