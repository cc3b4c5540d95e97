import SelectionTerminal

extension ItemFeed {
    /// Runs `command` with `sh -c` in a process group of its own and reads its standard output
    /// as items, on a thread of its own (standard error goes to `/dev/null`), finishing the feed
    /// when the output ends. When the prompt stops the feed (it finished, or a reload replaced
    /// it), the command's whole group is stopped.
    ///
    /// ```swift
    /// let feed = ItemFeed()
    /// feed.readOutput(ofShellCommand: "git ls-files")
    /// let index = try await DropDown("File", feed: feed).run().value
    /// ```
    ///
    /// - Returns: False when the command or its reading thread could not start (the feed is finished then).
    @discardableResult
    public func readOutput(ofShellCommand command: String) -> Bool {
        guard case .success(let child) = ChildProcess.shell(command, mergesStandardError: false) else {
            finish()
            return false
        }
        whenStopped { child.terminate() }
        let started = BackgroundThread.start { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while !isStopped {
                let count = child.read(into: &buffer)
                guard count > 0 else { break }
                append(buffer[0..<count])
            }
            child.closeOutput()
            _ = child.waitForExit()
            finish()
        }
        if !started {
            child.terminate()
            finish()
        }
        return started
    }
}
