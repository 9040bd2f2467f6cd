/// A decoder's coding path as error messages write it: `.state.primary[0].accordion`, keys
/// after dots and array positions in brackets; empty at the top of the document.
func codingPathDescription(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
}
