"""One `mancala engine` process driven over the engine protocol (docs/protocol.md), for the
measuring scripts (`perfect-play`, `opening-sides`, `time-to-depth`)."""

import subprocess


class Engine:
    """One `mancala engine` process spoken to line by line."""

    def __init__(self, command):
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, line):
        """Sends one command and returns the answer's text lines; raises on a failure."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            got = self.proc.stdout.readline()
            if got == "":
                raise RuntimeError(f"the engine closed its output after '{line}'")
            got = got.rstrip("\n")
            if got == "":
                break
            lines.append(got)
        if not lines or not lines[0].startswith("="):
            raise RuntimeError(f"'{line}' failed: {' / '.join(lines)}")
        first = lines[0][1:].lstrip()
        return ([first] if first else []) + lines[1:]

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass
        self.proc.wait(timeout=10)
