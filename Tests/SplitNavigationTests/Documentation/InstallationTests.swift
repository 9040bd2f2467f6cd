import Foundation
import Testing

/// The README's Installation section against the package itself: the dependency line, the
/// package identity, the products and the platforms it states are the ones Package.swift and the
/// sources declare. (`scripts/check-install.sh`, in CI, builds and runs the section's package.)
@Suite("Installation section")
struct InstallationTests {
    static let url = "https://github.com/splitnavigation/SplitNavigation.git"

    let readme: String
    let manifest: String

    init() throws {
        readme = try Self.text("README.md")
        manifest = try Self.text("Package.swift")
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentationSnippetTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code lines of the first fenced block after a heading of the README.
    func fencedBlock(after heading: String) -> MarkdownSnippets.Block? {
        let snippets = MarkdownSnippets(file: URL(fileURLWithPath: "README.md"), text: readme)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let headingLine = lines.firstIndex(where: { $0 == heading }) else { return nil }
        return snippets.blocks.first { $0.firstLine > headingLine + 1 }
    }

    /// The library products Package.swift declares, in order.
    var products: [String] {
        matches(of: #"\.library\(name: "([A-Za-z]+)""#, in: manifest)
    }

    @Test func theManifestDependsOnTheReleaseByURLAndNamesProductsByTheURLsIdentity() throws {
        let block = try #require(fencedBlock(after: "### Package.swift"))
        let code = block.lines.joined(separator: "\n")
        #expect(block.info == ["swift", "no-run"])
        #expect(code.contains(#".package(url: "\#(Self.url)", from: "0.2.0")"#))
        // The identity is the URL's last path component without `.git`.
        let identity = try #require(URL(string: Self.url)).deletingPathExtension().lastPathComponent
        let named = matches(of: #"\.product\(name: "([A-Za-z]+)", package: "([A-Za-z]+)"\)"#, in: code, groups: 2)
        #expect(!named.isEmpty)
        for pair in named {
            #expect(pair[1] == identity, "\(pair[0]) is named in package \(pair[1])")
            #expect(products.contains(pair[0]), "\(pair[0]) is not a product of Package.swift")
        }
    }

    @Test func theQuickStartIsAShortProgramOfItsOwn() throws {
        let block = try #require(fencedBlock(after: "### Quick start"))
        // Run alone by the snippet tests, as main.swift by scripts/check-install.sh.
        #expect(block.runs && !block.continues)
        #expect(block.lines.count <= 20, "the quick start is \(block.lines.count) lines")
        #expect(block.lines.first == "import SplitNavigation")
    }

    @Test func thePlatformTableNamesEveryProductWithTheVersionsTheCodeDeclares() throws {
        // The core's row: the package's `platforms:`.
        let platforms = matches(of: #"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v([0-9_]+)\)"#, in: manifest, groups: 2)
        let core = platforms.map { "\($0[0]) \($0[1].replacingOccurrences(of: "_", with: "."))" }.joined(separator: ", ")
        #expect(core == "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1")
        // The store's and the checker's rows: the one `@available` each of their sources uses.
        let store = try availability(in: "Sources/SplitNavigationStore")
        let checker = try availability(in: "Sources/SplitNavigationStoreTesting")
        #expect(store == ["macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"])
        #expect(checker == ["macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2"])

        // The table with three columns (product, where, needs); the one above Installation has two.
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `SplitNavigation") && $0.filter { $0 == "|" }.count == 4 }
        func row(_ product: String) -> String? { rows.first { $0.hasPrefix("| `\(product)` |") }.map(String.init) }
        #expect(rows.count == products.count)
        #expect(row("SplitNavigation")?.contains(core) == true)
        #expect(row("SplitNavigationStore")?.contains(store.first ?? "?") == true)
        #expect(row("SplitNavigationStoreTesting")?.contains(checker.first ?? "?") == true)
        #expect(row("SplitNavigationTesting")?.contains("the core's platforms") == true)
    }

    /// The platform lists of every versioned `@available` in a folder's Swift files.
    func availability(in folder: String) throws -> Set<String> {
        let directory = DocumentationSnippetTests.root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: directory.path))
        var lists: Set<String> = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for list in matches(of: #"@available\((macOS [^*]*), \*\)"#, in: text) {
                lists.insert(list)
            }
        }
        return lists
    }

    /// The first capture group of each match, or the first `groups` groups.
    func matches(of pattern: String, in text: String) -> [String] {
        matches(of: pattern, in: text, groups: 1).map { $0[0] }
    }

    func matches(of pattern: String, in text: String, groups: Int) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (1...groups).map { group in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
