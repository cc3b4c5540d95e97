import SelectionCore
import SelectionTerminal

extension FileBrowserPrompt: LineModePrompt {
    /// Line mode: a path typed from the starting directory (several, one a line, ended by an
    /// empty line, when several can be chosen); a path that does not exist or cannot be chosen
    /// is refused with the reason and asked again.
    ///
    /// ```
    /// File (a path from /home/ada): notes.md
    /// ```
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[[UInt8]]> {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        let configuration = state.configuration
        let start = String(decoding: state.directory, as: UTF8.self)
        let ending = configuration.isMultiple ? ", one a line, an empty line to end" : ""
        let question = Sanitiser.sanitise("\(title ?? "File") (a path from \(start)\(ending)): ")
        var chosen: [[UInt8]] = []
        while true {
            try device.write(configuration.isMultiple && !chosen.isEmpty ? "> " : question)
            switch try device.readLine(timeout: deadline.map { $0 - clock.now }) {
            case .timedOut:
                try device.write("\n")
                return .timedOut
            case .endOfInput:
                try device.write("\n")
                return chosen.isEmpty ? .cancelled : .chosen(chosen)
            case .line(let answer):
                if answer.isEmpty {
                    if !chosen.isEmpty { return .chosen(chosen) }
                    continue
                }
                let path = answer.hasPrefix("/") ? Array(answer.utf8) : state.directory + [0x2F] + Array(answer.utf8)
                switch check(Self.normalised(path)) {
                case .success(let full):
                    chosen.append(full)
                    if !configuration.isMultiple { return .chosen(chosen) }
                case .failure(let problem):
                    try device.write(Sanitiser.sanitiseLines("✗ \(answer): \(problem.message)\n"))
                }
            }
        }
    }

    /// Whether `path` names an entry that can be chosen, looked up in its directory.
    private func check(_ path: [UInt8]) -> Result<[UInt8], FileBrowserProblem> {
        guard let slash = path.lastIndex(of: 0x2F), slash + 1 < path.count else {
            return .failure(FileBrowserProblem(message: "not a file's path"))
        }
        let parent = slash == 0 ? [0x2F] : Array(path[..<slash])
        let name = Array(path[(slash + 1)...])
        switch FileBrowserPrompt.readDirectory(parent) {
        case .failure(let problem): return .failure(problem)
        case .success(let entries):
            guard let entry = entries.first(where: { $0.name == name }) else {
                return .failure(FileBrowserProblem(message: "no such file"))
            }
            guard state.configuration.canChoose(entry) else {
                return .failure(FileBrowserProblem(message: entry.isDirectory ? "a directory, not a file" : "not a directory"))
            }
            return .success(path)
        }
    }
}

extension FilePicker: LineModePrompt {
    /// The browser's line mode: typed paths.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[String]> {
        try browser.askInLineMode(on: device, timeout: timeout).map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }
}
