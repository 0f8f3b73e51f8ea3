"""Seeds derived from a config's key and an index: a hash, so the same on every run, process,
machine and Python version (no global random state, no hash randomization, no clock)."""
import hashlib
import random


def derive(*parts):
    """A 63-bit seed from ints, strings and tuples of them (their repr is stable)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8, person=b"kakuro-rl").digest()
    return int.from_bytes(digest, "big") >> 1


def rng(*parts):
    """A private random.Random seeded by derive(parts)."""
    return random.Random(derive(*parts))
