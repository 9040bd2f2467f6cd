/// Raw string literals for text the kit prints into Swift code: a route's JSON in a snippet, a
/// recording's JSON lines in a regression test.
enum SwiftRawString {
    /// `text` as a raw string literal, `#"…"#`, or with `multiline` one whose lines are
    /// `text`'s, `#"""` … `"""#`.
    ///
    /// It has one `#` more than the longest run of them in `text` (counted in Unicode scalars,
    /// as the compiler reads them: a `#` joined to a combining mark still counts), so that
    /// neither the closing delimiter nor an escape, `\#…`, can occur inside. What Swift source
    /// cannot hold as it is — control characters (a line break too, but between the lines of a
    /// multi-line literal) and DEL — is written as an escape, `\#u{7F}`, and so are the
    /// separators U+0085, U+2028 and U+2029, which editors and line readers may take for line
    /// breaks. The literal's value is `text`.
    static func literal(_ text: String, multiline: Bool = false) -> String {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        var body = ""
        for scalar in text.unicodeScalars {
            if multiline, scalar == "\n" {
                body.unicodeScalars.append(scalar)
            } else if needsEscape(scalar) {
                body += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return multiline ? hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes : hashes + "\"" + body + "\"" + hashes
    }

    /// Whether a scalar is written as an escape rather than as it is.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
