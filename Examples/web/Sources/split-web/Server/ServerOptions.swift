/// The command line: `split-web [--host 127.0.0.1] [--port 8080]`.
struct ServerOptions: Sendable {
    var host = "127.0.0.1"
    var port = 8080
    /// The longest message a session reads; longer ones are answered `limitExceeded`.
    var maxMessageBytes = 64 * 1024
    /// The longest WebSocket frame the server accepts; a longer frame closes that connection
    /// (close code 1009), as the WebSocket protocol provides.
    var maxFrameBytes = 1 << 20
    /// The largest recording the viewer's replay endpoint reads.
    var maxRecordingBytes = 4 << 20

    static let usage = "usage: split-web [--host ADDRESS] [--port N]   (port 0 picks a free one)"

    /// Reads the arguments, or says what is wrong with them.
    init(arguments: [String]) throws(OptionsError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--host":
                guard let value = rest.popFirst() else { throw OptionsError("--host needs an address") }
                host = value
            case "--port":
                guard let value = rest.popFirst(), let number = Int(value), (0...65_535).contains(number) else {
                    throw OptionsError("--port needs a number from 0 to 65535")
                }
                port = number
            case "--help", "-h":
                throw OptionsError(Self.usage)
            default:
                throw OptionsError("unknown argument \(argument)")
            }
        }
    }
}

/// A command-line mistake, printed with the usage.
struct OptionsError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
