import Foundation

/// The program one or more of a Markdown file's Swift blocks make: a `main.swift` of the blocks
/// in order, and a support file the checks call.
///
/// Each block is preceded by a `#sourceLocation` directive naming the Markdown file and line, so
/// the compiler reports an error at the line of the README or guide that has it, and by a call
/// that writes the block's location to standard error, so a block that throws or traps at run
/// time is named by the last location written before the crash. Lines that state their value
/// (`// → …`) gain a check on the same line, so line numbers stay those of the Markdown file.
struct SnippetProgram: Sendable {
    /// The `main.swift` source.
    var main: String
    /// What the support file writes, at the start of a line on standard error, before a
    /// block's location.
    static let blockMarker = "@@snippet-block "

    /// The source of the checks, compiled beside `main.swift`: its imports stay out of the
    /// snippets, which must import what they use themselves.
    static let support = #"""
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        // Written with write(2): unbuffered, so the last block named before a crash is the one
        // that crashed, and free of the C `stderr` global, which Swift 6 refuses.
        func _snippetWrite(_ text: String) {
            var text = text
            text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        }

        func _snippetBlock(_ location: String) {
            _snippetWrite("\#(blockMarker)\(location)\n")
        }

        func _snippetExpect<Value>(_ value: Value, _ expected: String, _ location: String) {
            let actual = String(describing: value)
            if actual != expected {
                _snippetWrite("\(location): error: the comment says this prints \(expected), but it prints \(actual)\n")
                exit(1)
            }
        }
        """#

    /// The program of `blocks` of `snippets`' file.
    init(_ snippets: MarkdownSnippets, blocks: [MarkdownSnippets.Block]) {
        let path = snippets.file.path
        var main = "// Generated from \(path) by the documentation tests.\n"
        for block in blocks {
            let location = "\(path):\(block.firstLine)"
            main += "_snippetBlock(\(Self.literal(location)))\n"
            main += "#sourceLocation(file: \(Self.literal(path)), line: \(block.firstLine))\n"
            for (offset, line) in block.lines.enumerated() {
                main += Self.checked(line, at: "\(path):\(block.firstLine + offset)") + "\n"
            }
            main += "#sourceLocation()\n"
        }
        self.main = main
    }

    /// The line with its `→` expectation turned into a check, or the line as it is.
    static func checked(_ line: String, at location: String) -> String {
        guard let expectation = MarkdownSnippets.expectation(in: line) else { return line }
        let expected = literal(expectation.expected)
        if let name = expectation.declaredName {
            return "\(expectation.code); _snippetExpect(\(name), \(expected), \(literal(location)))"
        }
        return "do { let _snippetValue = \(expectation.code); _snippetExpect(_snippetValue, \(expected), \(literal(location))) }"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
