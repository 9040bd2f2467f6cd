import Foundation
import Testing

/// The Swift in README.md, in the guides in docs/ and on the DocC landing pages, read from the
/// files themselves at test time, compiled against the library under test and run.
///
/// Each ```` ```swift ```` block is compiled and run alone, as a reader who copies it would
/// (see ``MarkdownSnippets`` for the `no-run` and `continued` marks and the `// →` checks). A compile error, a use of deprecated API, a check that
/// does not hold and a block that throws or traps are each reported at the Markdown line.
///
/// One program at a time: a dozen compilers at once, with their exit handlers waiting for a
/// thread, held up the rest of the suite for 20 s on two cores; one by one they take about as
/// long in all and hold up nothing.
@Suite("Documentation snippets", .serialized)
struct DocumentationSnippetTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, every guide in docs/ and every page of the products' DocC catalogs, by path
    /// from the root.
    static let markdownFiles: [String] = {
        let files = FileManager.default
        func markdown(in directory: String) -> [String] {
            let names = (try? files.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(directory)/\($0)" }
        }
        let products = ((try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []).sorted()
        return ["README.md"] + markdown(in: "docs") + products.flatMap { markdown(in: "Sources/\($0)/\($0).docc") }
    }()

    @Test(arguments: markdownFiles)
    func swiftBlocksCompileAndRun(_ path: String) async throws {
        let snippets = try MarkdownSnippets(file: Self.root.appendingPathComponent(path))
        for problem in try await SnippetRun(snippets).problems {
            Issue.record(Comment(rawValue: problem.description), sourceLocation: problem.sourceLocation)
        }
    }

    @Test func theReadmeAndTheAccordionGuideHaveSnippetsThatRun() throws {
        // Guards the discovery itself: a renamed file or a broken fence parser must not make
        // the test above pass by finding nothing.
        #expect(Self.markdownFiles.contains("docs/accordion.md"))
        #expect(Self.markdownFiles.contains("Sources/SplitNavigation/SplitNavigation.docc/SplitNavigation.md"))
        for path in ["README.md", "docs/accordion.md", "docs/store.md"] {
            let snippets = try MarkdownSnippets(file: Self.root.appendingPathComponent(path))
            #expect(!snippets.runnableBlocks.isEmpty, "\(path) has no Swift block that runs")
        }
    }

    @Test func theReadmeAndTheLandingPagesHaveNoContinuedBlock() throws {
        // A reader copies a README block on its own: each must compile and run alone.
        let pages = ["README.md"] + Self.markdownFiles.filter { $0.hasPrefix("Sources/") }
        for path in pages {
            let snippets = try MarkdownSnippets(file: Self.root.appendingPathComponent(path))
            for block in snippets.runnableBlocks where block.continues {
                Issue.record("\(path):\(block.firstLine) is marked continued; make it compile alone")
            }
            #expect(snippets.programs.count == snippets.runnableBlocks.count, "\(path)")
        }
    }

    // MARK: - The extraction and the reports, on small Markdown texts

    static let example = """
        Some prose.

        ```swift
        let a = 1
        ```

        - A list item:

          ```swift no-run
          elided()
          ```

        ```json
        {"a": 1}
        ```

        ````swift continued
        let b = a + 1  // → 2
        ````

        ```swift
        let c = 3
        ```
        """

    @Test func blocksKeepTheirLinesLanguageAndMarks() {
        let snippets = MarkdownSnippets(file: URL(fileURLWithPath: "/tmp/example.md"), text: Self.example)
        #expect(snippets.blocks.map(\.info) == [["swift"], ["swift", "no-run"], ["json"], ["swift", "continued"], ["swift"]])
        #expect(snippets.blocks.map(\.firstLine) == [4, 10, 14, 18, 22])
        #expect(snippets.blocks[1].lines == ["elided()"])
        #expect(snippets.runnableBlocks.map(\.lines) == [["let a = 1"], ["let b = a + 1  // → 2"], ["let c = 3"]])
    }

    @Test func eachBlockIsAProgramUnlessItContinuesTheOneBefore() {
        let snippets = MarkdownSnippets(file: URL(fileURLWithPath: "/tmp/example.md"), text: Self.example)
        #expect(snippets.programs.map { $0.map(\.firstLine) } == [[4, 18], [22]])
    }

    @Test func arrowCommentsBecomeChecksOnTheSameLine() {
        let declared = MarkdownSnippets.expectation(in: "var changes = try accordion.expand(1)  // → inserted [1..<3]")
        #expect(declared == .init(code: "var changes = try accordion.expand(1)", declaredName: "changes", expected: "inserted [1..<3]"))
        let expression = MarkdownSnippets.expectation(in: "accordion.visibleRows.compactMap(\\.id)   // → [#1, #4]")
        #expect(expression == .init(code: "accordion.visibleRows.compactMap(\\.id)", declaredName: nil, expected: "[#1, #4]"))
        let assignment = MarkdownSnippets.expectation(in: "changes = try accordion.expand(4)  // → removed [1..<3]")
        #expect(assignment?.declaredName == "changes")
        #expect(MarkdownSnippets.expectation(in: "changes == .none  // → false")?.declaredName == nil)
        #expect(MarkdownSnippets.expectation(in: "try navigator.send(.back)   // goes back") == nil)

        let snippets = MarkdownSnippets(file: URL(fileURLWithPath: "/tmp/example.md"), text: Self.example)
        let program = SnippetProgram(snippets, blocks: snippets.programs[0])
        #expect(program.main.split(separator: "\n").contains(
            #"let b = a + 1; _snippetExpect(b, "2", "/tmp/example.md:18")"#))
    }

    @Test func aCompileErrorIsReportedAtItsMarkdownLine() async throws {
        let problems = try await run("""
            ```swift
            let a = 1
            let b: String = a
            ```
            """)
        #expect(problems.map(\.line) == [3])
        #expect(problems.first?.message.contains("cannot convert") == true)
    }

    @Test func aFailingBlockIsReportedAtItsFirstLineWithTheError() async throws {
        let problems = try await run("""
            ```swift
            import SplitNavigation
            var navigator = try SplitNavigator<String>(primary: ["Home"])
            ```

            ```swift continued
            try navigator.send(.popChild(1))
            ```
            """)
        #expect(problems.map(\.line) == [7])
        #expect(problems.first?.message.contains("rootCannotBePopped") == true)
    }

    @Test func aBlockThatNeedsAnEarlierOneIsReportedAtItsLine() async throws {
        // Each block compiles alone: a name from the block before is not in scope.
        let problems = try await run("""
            ```swift
            let numbers = [1, 2, 3]
            ```

            ```swift
            numbers.count  // → 3
            ```
            """)
        #expect(problems.map(\.line) == [6])
        #expect(problems.first?.message.contains("cannot find 'numbers' in scope") == true)
    }

    @Test func aWrongArrowCommentIsReportedAtItsLine() async throws {
        let problems = try await run("""
            ```swift
            let numbers = [1, 2, 3]
            numbers.map { $0 * 2 }  // → [2, 4, 6]
            numbers.first  // → 1
            ```
            """)
        #expect(problems.map(\.line) == [4])
        #expect(problems.first?.message == "the comment says this prints 1, but it prints Optional(1)")
    }

    private func run(_ markdown: String) async throws -> [SnippetRun.Problem] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-test-\(UUID().uuidString).md")
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await SnippetRun(MarkdownSnippets(file: file)).problems
    }
}

extension SnippetRun.Problem {
    /// The Markdown line, for the test report to point at; the test's own line otherwise.
    var sourceLocation: SourceLocation {
        guard let path, let line else { return #_sourceLocation }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return SourceLocation(fileID: "Documentation/\(name)", filePath: path, line: line, column: 1)
    }
}
