import Foundation

/// The Swift code blocks of one Markdown file, as the documentation tests run them.
///
/// Every ```` ```swift ```` block is a program of its own, compiled and run alone, so a reader
/// can copy any block into a file and build it: it imports what it uses and declares what it
/// needs. Two marks in the fence's info string change that:
///
/// - ```` ```swift no-run ````: the block is left out entirely (an excerpt that needs an app
///   around it, a manifest, a test function shown for its shape);
/// - ```` ```swift continued ````: the block goes on with the worked example of the blocks
///   before it, and is compiled with them as one program (a guide's step-by-step example; the
///   README and the DocC landing pages have none);
/// - any other language (`sh`, `json`, `text`, none) is not Swift and is never compiled.
///
/// A line whose comment starts with `→` states what the line's value prints, and the test
/// checks it: `accordion.visibleRows.compactMap(\.id)  // → [#1, #4]` compares
/// `String(describing:)` of the expression with `[#1, #4]`, and
/// `var changes = try accordion.expand(1)  // → inserted [1..<3]` (or `changes = …`) compares
/// `changes`. The text after the arrow is the whole expected output, so prose goes on a line
/// of its own.
struct MarkdownSnippets: Sendable {
    /// One fenced code block.
    struct Block: Sendable, Equatable {
        /// The fence's info string split at spaces: the language, then marks such as `no-run`.
        var info: [String]
        /// The 1-based line, in the Markdown file, of the block's first code line.
        var firstLine: Int
        /// The code lines, with the fence's indentation removed.
        var lines: [String]

        /// Whether the block is Swift that the documentation tests compile and run.
        var runs: Bool { info.first == "swift" && !info.contains("no-run") }
        /// Whether the block goes on with the program of the blocks before it.
        var continues: Bool { info.contains("continued") }
    }

    /// A line that states its own value: `code  // → expected`.
    struct Expectation: Sendable, Equatable {
        /// What the line declares or evaluates: the whole code before the comment.
        var code: String
        /// The name a `let`/`var` line declares or an assignment sets, whose value is checked;
    /// `nil` for an expression.
        var declaredName: String?
        /// What `String(describing:)` of the value must be.
        var expected: String
    }

    /// The file the blocks come from.
    var file: URL
    /// Every fenced block, in order, whatever its language.
    var blocks: [Block]

    /// The blocks the tests compile and run.
    var runnableBlocks: [Block] { blocks.filter(\.runs) }

    /// The programs the tests compile and run, each one or more runnable blocks: a block starts
    /// a program of its own unless it is marked `continued` and follows another.
    var programs: [[Block]] {
        var programs: [[Block]] = []
        for block in runnableBlocks {
            if block.continues, !programs.isEmpty {
                programs[programs.count - 1].append(block)
            } else {
                programs.append([block])
            }
        }
        return programs
    }

    init(file: URL) throws {
        self.file = file
        blocks = Self.blocks(in: try String(contentsOf: file, encoding: .utf8))
    }

    init(file: URL, text: String) {
        self.file = file
        blocks = Self.blocks(in: text)
    }

    /// The fenced blocks of a CommonMark text: a fence is three or more backticks or tildes,
    /// indented by at most three spaces (more inside list items, which we allow), and the block
    /// runs to a fence of the same character at least as long.
    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var open: (fence: String, indent: Int, block: Block)?
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line.hasSuffix("\r") ? line.dropLast() : line[...])
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if var current = open {
                if trimmed.hasPrefix(current.fence),
                   trimmed.drop(while: { String($0) == current.fence.prefix(1) }).allSatisfy(\.isWhitespace) {
                    blocks.append(current.block)
                    open = nil
                } else {
                    // Content lines lose up to the fence's indentation, as CommonMark says.
                    let removable = min(current.indent, line.prefix { $0 == " " }.count)
                    current.block.lines.append(String(line.dropFirst(removable)))
                    open = current
                }
                continue
            }
            guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
            let fence = String(trimmed.prefix { $0 == marker })
            guard fence.count >= 3 else { continue }
            let info = trimmed.dropFirst(fence.count).split(separator: " ").map(String.init)
            open = (fence, indent, Block(info: info, firstLine: offset + 2, lines: []))
        }
        return blocks
    }

    /// The expectation a line states, if its comment starts with `→`.
    static func expectation(in line: String) -> Expectation? {
        guard let comment = line.range(of: "// →") else { return nil }
        let code = line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
        let expected = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty else { return nil }
        // `let name = …`, `var name = …` and `name = …` check the name; anything else is an
        // expression whose value is checked.
        var target = code[...]
        for keyword in ["let ", "var "] where target.hasPrefix(keyword) {
            target = target.dropFirst(keyword.count)
        }
        let name = target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = target.dropFirst(name.count).drop { $0 == " " }
        let assigns = !name.isEmpty && rest.hasPrefix("=") && !rest.hasPrefix("==")
        return Expectation(code: code, declaredName: assigns ? String(name) : nil, expected: expected)
    }
}
