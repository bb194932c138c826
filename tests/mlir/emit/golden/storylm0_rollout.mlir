module {
  func.func @kina.u.main(%token_ids: tensor<1x36xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x36x36xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x36xi64>) outs(%_1 : tensor<1x36x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_rollout.kina":14:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x36xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":15:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":15:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":16:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":16:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":17:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":17:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":18:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":18:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":18:11)
    %_38 = bufferization.alloc_tensor() : tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":19:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":19:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":19:11)
    %_48 = bufferization.alloc_tensor() : tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":20:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":20:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":20:11)
    %_58 = bufferization.alloc_tensor() : tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":21:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":21:12)
    %_65 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x36x2x2xf32>) outs(%_65 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":23:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":23:12)
    %_71 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x36x2x2xf32>) outs(%_71 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":25:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":25:12)
    %_77 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x36x2x2xf32>) outs(%_77 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_81 = tensor.empty() : tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x36x2xf32>) outs(%_81 : tensor<1x2x2x36xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":28:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x36xf32> into tensor<2x2x36xf32> loc("storylm0_rollout.kina":28:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":28:16)
    %_88 = bufferization.alloc_tensor() : tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x36x2xf32>, tensor<2x2x36xf32>) outs(%_89 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 36, 36] : tensor<2x36x36xf32> into tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_92 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_96 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_96 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_102 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x36x36xf32>) outs(%_102 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_106 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_106 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":33:15)
    %_113 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x36x36xf32>) outs(%_114 : tensor<1x2x36xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":33:15)
    %_120 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%_121 : tensor<1x2x36xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.constant -125 : i32
        %_167 = arith.cmpi slt, %_162, %_166 : i32
        %_168 = arith.constant 0 : i32
        %_169 = arith.select %_167, %_168, %_162 : i32
        %_170 = arith.shrsi %_169, %_163 : i32
        %_171 = arith.subi %_169, %_170 : i32
        %_172 = arith.addi %_170, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_161, %_174 : f32
        %_176 = arith.addi %_171, %_164 : i32
        %_177 = arith.shli %_176, %_165 : i32
        %_178 = arith.bitcast %_177 : i32 to f32
        %_179 = arith.mulf %_175, %_178 : f32
        %_180 = arith.constant 149 : i32
        %_181 = arith.addi %_162, %_180 : i32
        %_182 = arith.select %_167, %_181, %_168 : i32
        %_183 = arith.addi %_182, %_164 : i32
        %_184 = arith.shli %_183, %_165 : i32
        %_185 = arith.bitcast %_184 : i32 to f32
        %_186 = arith.mulf %_161, %_185 : f32
        %_187 = math.roundeven %_186 : f32
        %_188 = arith.fptosi %_187 : f32 to i32
        %_189 = arith.bitcast %_188 : i32 to f32
        %_190 = arith.select %_167, %_189, %_179 : f32
        %_191 = arith.cmpf uno, %_125, %_125 : f32
        %_192 = arith.select %_191, %_125, %_190 : f32
        %_193 = arith.addf %_192, %_out124 : f32
        linalg.yield %_193 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_195 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_194 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>, tensor<1x2x36xf32>) outs(%_195 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in196: f32, %_in197: f32, %_in198: f32, %_out199: f32):
        %_200 = arith.subf %_in196, %_in197 : f32
        %_201 = arith.constant 0x42B20000 : f32
        %_202 = arith.minimumf %_200, %_201 : f32
        %_203 = arith.constant 0xC2D00000 : f32
        %_204 = arith.maximumf %_202, %_203 : f32
        %_205 = arith.constant 0x3FB8AA3B : f32
        %_206 = arith.mulf %_204, %_205 : f32
        %_207 = arith.constant 0x3F000000 : f32
        %_208 = arith.addf %_206, %_207 : f32
        %_209 = math.floor %_208 : f32
        %_210 = arith.constant 0x3F318000 : f32
        %_211 = arith.mulf %_209, %_210 : f32
        %_212 = arith.subf %_204, %_211 : f32
        %_213 = arith.constant 0xB95E8083 : f32
        %_214 = arith.mulf %_209, %_213 : f32
        %_215 = arith.subf %_212, %_214 : f32
        %_216 = arith.constant 0x39506967 : f32
        %_217 = arith.mulf %_216, %_215 : f32
        %_218 = arith.constant 0x3AB743CE : f32
        %_219 = arith.addf %_217, %_218 : f32
        %_220 = arith.mulf %_219, %_215 : f32
        %_221 = arith.constant 0x3C088908 : f32
        %_222 = arith.addf %_220, %_221 : f32
        %_223 = arith.mulf %_222, %_215 : f32
        %_224 = arith.constant 0x3D2AA9C1 : f32
        %_225 = arith.addf %_223, %_224 : f32
        %_226 = arith.mulf %_225, %_215 : f32
        %_227 = arith.constant 0x3E2AAAAA : f32
        %_228 = arith.addf %_226, %_227 : f32
        %_229 = arith.mulf %_228, %_215 : f32
        %_230 = arith.constant 0x3F000000 : f32
        %_231 = arith.addf %_229, %_230 : f32
        %_232 = arith.mulf %_215, %_215 : f32
        %_233 = arith.mulf %_231, %_232 : f32
        %_234 = arith.addf %_233, %_215 : f32
        %_235 = arith.constant 0x3F800000 : f32
        %_236 = arith.addf %_234, %_235 : f32
        %_237 = arith.fptosi %_209 : f32 to i32
        %_238 = arith.constant 1 : i32
        %_239 = arith.constant 127 : i32
        %_240 = arith.constant 23 : i32
        %_241 = arith.constant -125 : i32
        %_242 = arith.cmpi slt, %_237, %_241 : i32
        %_243 = arith.constant 0 : i32
        %_244 = arith.select %_242, %_243, %_237 : i32
        %_245 = arith.shrsi %_244, %_238 : i32
        %_246 = arith.subi %_244, %_245 : i32
        %_247 = arith.addi %_245, %_239 : i32
        %_248 = arith.shli %_247, %_240 : i32
        %_249 = arith.bitcast %_248 : i32 to f32
        %_250 = arith.mulf %_236, %_249 : f32
        %_251 = arith.addi %_246, %_239 : i32
        %_252 = arith.shli %_251, %_240 : i32
        %_253 = arith.bitcast %_252 : i32 to f32
        %_254 = arith.mulf %_250, %_253 : f32
        %_255 = arith.constant 149 : i32
        %_256 = arith.addi %_237, %_255 : i32
        %_257 = arith.select %_242, %_256, %_243 : i32
        %_258 = arith.addi %_257, %_239 : i32
        %_259 = arith.shli %_258, %_240 : i32
        %_260 = arith.bitcast %_259 : i32 to f32
        %_261 = arith.mulf %_236, %_260 : f32
        %_262 = math.roundeven %_261 : f32
        %_263 = arith.fptosi %_262 : f32 to i32
        %_264 = arith.bitcast %_263 : i32 to f32
        %_265 = arith.select %_242, %_264, %_254 : f32
        %_266 = arith.cmpf uno, %_200, %_200 : f32
        %_267 = arith.select %_266, %_200, %_265 : f32
        %_268 = arith.divf %_267, %_in198 : f32
        linalg.yield %_268 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_270 = tensor.collapse_shape %_269 [[0, 1], [2], [3]] : tensor<1x2x36x36xf32> into tensor<2x36x36xf32> loc("storylm0_rollout.kina":34:13)
    %_271 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_272 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":34:13)
    %_273 = bufferization.alloc_tensor() : tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_274 = linalg.fill ins(%_272 : f32) outs(%_273 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_275 = linalg.batch_matmul ins(%_270, %_271 : tensor<2x36x36xf32>, tensor<2x36x2xf32>) outs(%_274 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_276 = tensor.expand_shape %_275 [[0, 1], [2], [3]] output_shape [1, 2, 36, 2] : tensor<2x36x2xf32> into tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_277 = tensor.empty() : tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_276 : tensor<1x2x36x2xf32>) outs(%_277 : tensor<1x36x2x2xf32>) {
      ^bb0(%_in278: f32, %_out279: f32):
        linalg.yield %_in278 : f32
      } -> tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_281 = tensor.collapse_shape %_280 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32> loc("storylm0_rollout.kina":36:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":36:16)
    %_283 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":37:13)
    %_284 = tensor.expand_shape %_283 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":37:13)
    %_285 = tensor.collapse_shape %_282 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_286 = tensor.expand_shape %_285 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_287 = tensor.collapse_shape %_284 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":38:14)
    %_288 = tensor.expand_shape %_287 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":38:14)
    %_289 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":38:14)
    %_290 = bufferization.alloc_tensor() : tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_291 = linalg.fill ins(%_289 : f32) outs(%_290 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_292 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_286, %_288 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_291 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_293 = tensor.collapse_shape %_292 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_294 = tensor.expand_shape %_293 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_295 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_294 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%_295 : tensor<1x36x4xf32>) {
      ^bb0(%_in296: f32, %_in297: f32, %_out298: f32):
        %_299 = arith.addf %_in296, %_in297 : f32
        linalg.yield %_299 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_301 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":40:13)
    %_302 = tensor.expand_shape %_301 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_rollout.kina":40:13)
    %_303 = tensor.collapse_shape %_300 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":41:16)
    %_304 = tensor.expand_shape %_303 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":41:16)
    %_305 = tensor.collapse_shape %_302 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":41:16)
    %_306 = tensor.expand_shape %_305 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_rollout.kina":41:16)
    %_307 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":41:16)
    %_308 = bufferization.alloc_tensor() : tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_309 = linalg.fill ins(%_307 : f32) outs(%_308 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_310 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_304, %_306 : tensor<36x4xf32>, tensor<4x8xf32>) outs(%_309 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_311 = tensor.collapse_shape %_310 [[0, 1]] : tensor<36x8xf32> into tensor<288xf32> loc("storylm0_rollout.kina":41:16)
    %_312 = tensor.expand_shape %_311 [[0, 1, 2]] output_shape [1, 36, 8] : tensor<288xf32> into tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_313 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":42:18)
    %_314 = tensor.empty() : tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_315 = linalg.fill ins(%_313 : f32) outs(%_314 : tensor<1x36xf32>) -> tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_316 = arith.constant 0 : i64 loc("storylm0_rollout.kina":42:18)
    %_317 = tensor.empty() : tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_318 = linalg.fill ins(%_316 : i64) outs(%_317 : tensor<1x36xi64>) -> tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_335:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312 : tensor<1x36x8xf32>) outs(%_315, %_318 : tensor<1x36xf32>, tensor<1x36xi64>) {
      ^bb0(%_in319: f32, %_out320: f32, %_out321: i64):
        %_322 = arith.cmpf ogt, %_in319, %_out320 : f32
        %_323 = arith.cmpf uno, %_in319, %_in319 : f32
        %_324 = arith.cmpf ord, %_out320, %_out320 : f32
        %_325 = arith.andi %_323, %_324 : i1
        %_326 = arith.ori %_322, %_325 : i1
        %_327 = linalg.index 2 : index
        %_328 = arith.index_cast %_327 : index to i64
        %_329 = linalg.index 2 : index
        %_330 = arith.constant 0 : index
        %_331 = arith.cmpi eq, %_329, %_330 : index
        %_332 = arith.ori %_326, %_331 : i1
        %_333 = arith.select %_332, %_in319, %_out320 : f32
        %_334 = arith.select %_332, %_328, %_out321 : i64
        linalg.yield %_333, %_334 : f32, i64
      } -> (tensor<1x36xf32>, tensor<1x36xi64>) loc("storylm0_rollout.kina":42:18)
    func.return %_312, %_335#1, %_26 : tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64> loc("storylm0_rollout.kina":3:1)
  } loc("storylm0_rollout.kina":3:1)
}
