/// A type's name as a test that defines or imports it writes it: `String(reflecting:)` without
/// module names, so `MyAppTests.MailRules`, `Swift.String` and
/// `SplitNavigation.SplitNavigator<MyApp.Route>` become `MailRules`, `String` and
/// `SplitNavigator<Route>`. Nested types keep their enclosing types
/// (`MailAppTests.MailRules`), which a module-qualified name would not need but a pasted one does.
enum SwiftTypeName {
    static func of(_ type: Any.Type) -> String {
        withoutModules(String(reflecting: type))
    }

    /// Drops the first component (the module) of every qualified name in `name`.
    static func withoutModules(_ name: String) -> String {
        var result = ""
        var token = ""
        func flush() {
            // A token after `>` (`.Inner` of `Outer<Int>.Inner`) starts with a dot: it has no module.
            if !token.hasPrefix("."), let dot = token.firstIndex(of: ".") {
                result += token[token.index(after: dot)...]
            } else {
                result += token
            }
            token = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
