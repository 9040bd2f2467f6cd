import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import SplitWeb

/// The HTTP and WebSocket server: the page's files, one navigation session per `/ws`
/// connection, a bare `/echo` endpoint (the load test's baseline), and the recording viewer's
/// replay endpoint.
enum WebServer {
    static func application(options: ServerOptions) throws -> some ApplicationProtocol {
        let assets = try StaticAssets.load()
        let router = Router()
        // The page's URL is the navigation: every link path serves the same page, which asks its
        // session to reach the path.
        router.get("/") { _, _ in try page(assets, "index.html") }
        router.get("/mailboxes") { _, _ in try page(assets, "index.html") }
        router.get("/mailboxes/**") { _, _ in try page(assets, "index.html") }
        // The sidebar's looks ride on the first segment: `/mailboxes;node=2;open=1,5/-/Inbox/-`.
        router.get("/mailboxes;*") { _, _ in try page(assets, "index.html") }
        router.get("/mailboxes;*/**") { _, _ in try page(assets, "index.html") }
        router.get("/viewer") { _, _ in try page(assets, "viewer.html") }
        // Browsers ask for /favicon.ico whatever the page's <link rel="icon"> says.
        router.get("/favicon.ico") { _, _ in try page(assets, "favicon.svg") }
        router.get("/static/:file") { _, context in
            try page(assets, context.parameters.get("file") ?? "")
        }
        router.post("/api/replay") { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: options.maxRecordingBytes)
            let answer = RecordingReplay.answer(Data(body.readableBytesView))
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: answer)))
        }

        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.ws("/ws") { _, _ in .upgrade([:]) } onUpgrade: { inbound, outbound, _ in
            var session = WebSession()
            try await eachMessage(inbound, limit: options.maxMessageBytes, outbound: outbound) { data in
                session.handle(data).encoded()
            }
        }
        sockets.ws("/echo") { _, _ in .upgrade([:]) } onUpgrade: { inbound, outbound, _ in
            try await eachMessage(inbound, limit: options.maxMessageBytes, outbound: outbound) { data in
                String(decoding: data, as: UTF8.self)
            }
        }

        var logger = Logger(label: "split-web")
        logger.logLevel = .warning
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: sockets,
                configuration: .init(ws: .init(maxFrameSize: options.maxFrameBytes))),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "split-web"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                // Written unbuffered: scripts wait for this line to learn the port.
                FileHandle.standardOutput.write(Data("split-web: serving http://\(options.host):\(port)/\n".utf8))
            },
            logger: logger)
    }

    /// Reads one message at a time and writes its one answer before reading the next, so a
    /// connection holds one message and one answer, plus the few frames SwiftNIO's backpressure
    /// reads ahead: a flood waits in the kernel's socket buffers and then in the client's, never
    /// in the server's memory.
    private static func eachMessage(
        _ inbound: WebSocketInboundStream, limit: Int, outbound: WebSocketOutboundWriter,
        answer: (Data) -> String
    ) async throws {
        var assembler = MessageAssembler(limit: limit)
        for try await frame in inbound {
            switch assembler.add(frame) {
            case nil:
                continue
            case .complete(let buffer):
                try await outbound.write(.text(answer(Data(buffer.readableBytesView))))
            case .tooLarge:
                try await outbound.write(.text(WebReply.failure(.tooLarge(limit: limit), reply: nil).encoded()))
            case .unexpectedContinuation:
                try await outbound.write(.text(WebReply.failure(.malformed("a continuation frame with no message to continue"), reply: nil).encoded()))
            }
        }
    }

    private static func page(_ assets: StaticAssets, _ name: String) throws -> Response {
        guard let asset = assets.asset(name) else { throw HTTPError(.notFound) }
        return Response(
            status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.data)))
    }
}
