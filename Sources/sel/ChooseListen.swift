import ArgumentParser
import SelectionScripting
import SelectionUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// fzf's `--listen` and `--listen-unsafe` for `sel choose`: an HTTP server other programs drive
/// the list through, with fzf 0.74's protocol (``ListenServer``): `POST /` an action chain,
/// `GET /` the state as JSON.
struct ChooseListen: ParsableArguments {
    @Option(
        name: .customLong("listen"),
        help: ArgumentHelp(
            "Serve fzf's HTTP protocol: POST / an action chain (--bind syntax), GET / the state as JSON. [ADDR:]PORT (default localhost, port 0: one picked, exported as FZF_PORT and SEL_PORT to the programs sel runs) or a path ending in .sock (a Unix socket, FZF_SOCK). An address other than localhost/127.0.0.1 needs an API key. Unlike fzf, actions that run programs (execute, become, reload, transform, refresh-preview) are refused (403) without --listen-unsafe, on the loopback too. SEL_API_KEY (else FZF_API_KEY; SEL_API_KEY wins) set: every request must carry it in x-api-key (401 without it). Bounded: 8 KiB of request line and headers, 1 MiB of body, 5 s per request, 32 connections at once.",
            valueName: "addr"))
    var listen: String?

    @Option(
        name: .customLong("listen-unsafe"),
        help: ArgumentHelp("--listen that also takes actions that run programs.", valueName: "addr"))
    var listenUnsafe: String?

    /// The value `--listen` and `--listen-unsafe` take when given bare (``FzfSpellings``).
    static let bareValue = "localhost:0"

    /// True when either option is given.
    var isOn: Bool { listen != nil || listenUnsafe != nil }

    func validate() throws {
        // As fzf: an address other than the loopback is refused without a key, before anything starts.
        if let (address, _) = try address(), !address.isLocal, Self.apiKey(in: ProcessInfo.processInfo.environment) == nil {
            throw ValidationError("--listen: \(ListenServerError.keyRequired)")
        }
    }

    /// Where to listen, and whether actions that run programs are taken; nil without the options.
    func address() throws -> (address: ListenAddress, allowsPrograms: Bool)? {
        guard let text = listenUnsafe ?? listen else { return nil }
        do {
            return (try ListenAddress(parsing: text), listenUnsafe != nil)
        } catch {
            throw ValidationError("--listen: \(error)")
        }
    }

    /// The API key requests must carry: `SEL_API_KEY`, else fzf's `FZF_API_KEY` (empty: none).
    static func apiKey(in environment: [String: String]) -> String? {
        if let key = environment["SEL_API_KEY"], !key.isEmpty { return key }
        if let key = environment["FZF_API_KEY"], !key.isEmpty { return key }
        return nil
    }

    /// Starts the server, if asked, gives it to the list `configuration` describes, and tells the
    /// programs sel starts where it is (`FZF_PORT` and `SEL_PORT`, or `FZF_SOCK` and `SEL_SOCK`).
    func start(
        environment: [String: String], configuring configuration: inout ListPromptConfiguration
    ) throws(CommandError)
        -> ListenServer?
    {
        guard let (address, allowsPrograms) = try? address() else { return nil }
        let server: ListenServer
        do {
            server = try ListenServer.start(at: address, apiKey: Self.apiKey(in: environment), allowsPrograms: allowsPrograms)
        } catch {
            throw failure("--listen: \(error)", in: "choose", status: ExitStatus.usage)
        }
        if let port = server.port {
            setenv("FZF_PORT", String(port), 1)
            setenv("SEL_PORT", String(port), 1)
        }
        if let path = server.socketPath {
            setenv("FZF_SOCK", path, 1)
            setenv("SEL_SOCK", path, 1)
        }
        configuration.commands.scripting.remote = server
        return server
    }
}
