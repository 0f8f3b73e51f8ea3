"""Kakuro as a reasoning environment, in Reasoning Gym's dataset contract.

    >>> from kakuro.rl import KakuroConfig, KakuroDataset, KakuroCurriculum, score_answer
    >>> ds = KakuroDataset(KakuroConfig(seed=1, size=1000))
    >>> e = ds[17]                      # made now, from (seed, 17) alone: the same everywhere
    >>> e["question"], e["answer"], e["metadata"]["reasoning"][:3]
    >>> ds.score_answer(completion, e)  # 1.0 for a valid grid found in the completion

docs/python.md has the whole story: the entry, the scorer, the curriculum, registration with
reasoning_gym, and ``python -m kakuro.rl export``.
"""
from .config import KakuroConfig
from .curriculum import KakuroCurriculum
from .dataset import KakuroDataset, make_entry
from .export import export
from .score import score_answer

__all__ = ["KakuroConfig", "KakuroDataset", "KakuroCurriculum", "score_answer", "make_entry", "export",
           "register"]


def register(name="kakuro"):
    """Registers the dataset and its curriculum with reasoning_gym (which must be installed):
    KakuroDataset becomes a virtual subclass of its ProceduralDataset, then
    ``register_dataset(name, KakuroDataset, KakuroConfig, KakuroCurriculum)``."""
    from reasoning_gym.dataset import ProceduralDataset
    from reasoning_gym.factory import register_dataset

    ProceduralDataset.register(KakuroDataset)
    register_dataset(name, KakuroDataset, KakuroConfig, KakuroCurriculum)
