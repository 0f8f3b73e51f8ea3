"""kakuro.ParseError: input that does not read, with the kakuro command's messages."""


class ParseError(ValueError):
    """A puzzle (or a solution, or a state) that does not read.

    ``str(e)`` is what the kakuro command prints (``file:line:col: error: message``, a line
    per error); ``file``, ``line``, ``column`` and ``message`` are those of the first error
    (``line``/``column`` are 0 when unknown) and ``diagnostics`` holds every message,
    warnings included.
    """

    def __init__(self, text, file="", line=0, column=0, message="", diagnostics=()):
        super().__init__(text)
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.diagnostics = list(diagnostics)

    def __reduce__(self):
        return (type(self), (str(self), self.file, self.line, self.column, self.message, self.diagnostics))
