import Foundation

// split-web: the mail app in a browser. Each tab's navigation lives in its own NavigationStore
// on this server; the page only reports what the person did and draws the changes it gets back.
do {
    let options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let app = try WebServer.application(options: options)
    try await app.runService()
} catch let error as OptionsError {
    FileHandle.standardError.write(Data((error.message + "\n" + ServerOptions.usage + "\n").utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("split-web: \(error)\n".utf8))
    exit(1)
}
