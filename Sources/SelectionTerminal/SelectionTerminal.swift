/// SelectionTerminal owns the tty: raw mode, input decoding, cells, the diffing renderer.
public enum SelectionTerminal {}
