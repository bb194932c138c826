module {
  func.func @storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
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
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
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
        %_166 = arith.shrsi %_162, %_163 : i32
        %_167 = arith.subi %_162, %_166 : i32
        %_168 = arith.addi %_166, %_164 : i32
        %_169 = arith.shli %_168, %_165 : i32
        %_170 = arith.bitcast %_169 : i32 to f32
        %_171 = arith.mulf %_161, %_170 : f32
        %_172 = arith.addi %_167, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_171, %_174 : f32
        %_176 = arith.cmpf uno, %_125, %_125 : f32
        %_177 = arith.select %_176, %_125, %_175 : f32
        %_178 = arith.addf %_177, %_out124 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in181: f32, %_in182: f32, %_in183: f32, %_out184: f32):
        %_185 = arith.subf %_in181, %_in182 : f32
        %_186 = arith.constant 0x42B20000 : f32
        %_187 = arith.minimumf %_185, %_186 : f32
        %_188 = arith.constant 0xC2D00000 : f32
        %_189 = arith.maximumf %_187, %_188 : f32
        %_190 = arith.constant 0x3FB8AA3B : f32
        %_191 = arith.mulf %_189, %_190 : f32
        %_192 = arith.constant 0x3F000000 : f32
        %_193 = arith.addf %_191, %_192 : f32
        %_194 = math.floor %_193 : f32
        %_195 = arith.constant 0x3F318000 : f32
        %_196 = arith.mulf %_194, %_195 : f32
        %_197 = arith.subf %_189, %_196 : f32
        %_198 = arith.constant 0xB95E8083 : f32
        %_199 = arith.mulf %_194, %_198 : f32
        %_200 = arith.subf %_197, %_199 : f32
        %_201 = arith.constant 0x39506967 : f32
        %_202 = arith.mulf %_201, %_200 : f32
        %_203 = arith.constant 0x3AB743CE : f32
        %_204 = arith.addf %_202, %_203 : f32
        %_205 = arith.mulf %_204, %_200 : f32
        %_206 = arith.constant 0x3C088908 : f32
        %_207 = arith.addf %_205, %_206 : f32
        %_208 = arith.mulf %_207, %_200 : f32
        %_209 = arith.constant 0x3D2AA9C1 : f32
        %_210 = arith.addf %_208, %_209 : f32
        %_211 = arith.mulf %_210, %_200 : f32
        %_212 = arith.constant 0x3E2AAAAA : f32
        %_213 = arith.addf %_211, %_212 : f32
        %_214 = arith.mulf %_213, %_200 : f32
        %_215 = arith.constant 0x3F000000 : f32
        %_216 = arith.addf %_214, %_215 : f32
        %_217 = arith.mulf %_200, %_200 : f32
        %_218 = arith.mulf %_216, %_217 : f32
        %_219 = arith.addf %_218, %_200 : f32
        %_220 = arith.constant 0x3F800000 : f32
        %_221 = arith.addf %_219, %_220 : f32
        %_222 = arith.fptosi %_194 : f32 to i32
        %_223 = arith.constant 1 : i32
        %_224 = arith.constant 127 : i32
        %_225 = arith.constant 23 : i32
        %_226 = arith.shrsi %_222, %_223 : i32
        %_227 = arith.subi %_222, %_226 : i32
        %_228 = arith.addi %_226, %_224 : i32
        %_229 = arith.shli %_228, %_225 : i32
        %_230 = arith.bitcast %_229 : i32 to f32
        %_231 = arith.mulf %_221, %_230 : f32
        %_232 = arith.addi %_227, %_224 : i32
        %_233 = arith.shli %_232, %_225 : i32
        %_234 = arith.bitcast %_233 : i32 to f32
        %_235 = arith.mulf %_231, %_234 : f32
        %_236 = arith.cmpf uno, %_185, %_185 : f32
        %_237 = arith.select %_236, %_185, %_235 : f32
        %_238 = arith.divf %_237, %_in183 : f32
        linalg.yield %_238 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = math.log %_in354 : f32
        %_358 = arith.subf %_356, %_357 : f32
        linalg.yield %_358 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_360 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_371 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_360 : tensor<1x4xf32>) {
      ^bb0(%_in361: i64, %_out362: f32):
        %_363 = arith.index_cast %_in361 : i64 to index
        %_364 = arith.constant 0 : index
        %_365 = arith.constant 7 : index
        %_366 = arith.maxsi %_363, %_364 : index
        %_367 = arith.minsi %_366, %_365 : index
        %_368 = linalg.index 0 : index
        %_369 = linalg.index 1 : index
        %_370 = tensor.extract %_359[%_368, %_369, %_367] : tensor<1x4x8xf32>
        linalg.yield %_370 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_372 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_373 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_374 = linalg.fill ins(%_372 : i64) outs(%_373 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_374 : tensor<i64>) {
      ^bb0(%_in375: i64, %_out376: i64):
        %_377 = arith.constant 0 : i64
        %_378 = arith.cmpi sge, %_in375, %_377 : i64
        %_379 = arith.constant 7 : i64
        %_380 = arith.cmpi sle, %_in375, %_379 : i64
        %_381 = arith.andi %_378, %_380 : i1
        %_382 = arith.constant 0 : i64
        %_383 = arith.constant 2 : i64
        %_384 = arith.select %_381, %_382, %_383 : i64
        %_385 = arith.maxsi %_out376, %_384 : i64
        linalg.yield %_385 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_387 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_394 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_386 : tensor<i64>, tensor<i64>) outs(%_387 : tensor<i64>) {
      ^bb0(%_in388: i64, %_in389: i64, %_out390: i64):
        %_391 = arith.constant 0 : i64
        %_392 = arith.cmpi ne, %_in388, %_391 : i64
        %_393 = arith.select %_392, %_in388, %_in389 : i64
        linalg.yield %_393 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_395 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_399 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_371 : tensor<1x4xf32>) outs(%_395 : tensor<1x4xf32>) {
      ^bb0(%_in396: f32, %_out397: f32):
        %_398 = arith.negf %_in396 : f32
        linalg.yield %_398 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    func.return %_399, %_394 : tensor<1x4xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
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
        %_166 = arith.shrsi %_162, %_163 : i32
        %_167 = arith.subi %_162, %_166 : i32
        %_168 = arith.addi %_166, %_164 : i32
        %_169 = arith.shli %_168, %_165 : i32
        %_170 = arith.bitcast %_169 : i32 to f32
        %_171 = arith.mulf %_161, %_170 : f32
        %_172 = arith.addi %_167, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_171, %_174 : f32
        %_176 = arith.cmpf uno, %_125, %_125 : f32
        %_177 = arith.select %_176, %_125, %_175 : f32
        %_178 = arith.addf %_177, %_out124 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in181: f32, %_in182: f32, %_in183: f32, %_out184: f32):
        %_185 = arith.subf %_in181, %_in182 : f32
        %_186 = arith.constant 0x42B20000 : f32
        %_187 = arith.minimumf %_185, %_186 : f32
        %_188 = arith.constant 0xC2D00000 : f32
        %_189 = arith.maximumf %_187, %_188 : f32
        %_190 = arith.constant 0x3FB8AA3B : f32
        %_191 = arith.mulf %_189, %_190 : f32
        %_192 = arith.constant 0x3F000000 : f32
        %_193 = arith.addf %_191, %_192 : f32
        %_194 = math.floor %_193 : f32
        %_195 = arith.constant 0x3F318000 : f32
        %_196 = arith.mulf %_194, %_195 : f32
        %_197 = arith.subf %_189, %_196 : f32
        %_198 = arith.constant 0xB95E8083 : f32
        %_199 = arith.mulf %_194, %_198 : f32
        %_200 = arith.subf %_197, %_199 : f32
        %_201 = arith.constant 0x39506967 : f32
        %_202 = arith.mulf %_201, %_200 : f32
        %_203 = arith.constant 0x3AB743CE : f32
        %_204 = arith.addf %_202, %_203 : f32
        %_205 = arith.mulf %_204, %_200 : f32
        %_206 = arith.constant 0x3C088908 : f32
        %_207 = arith.addf %_205, %_206 : f32
        %_208 = arith.mulf %_207, %_200 : f32
        %_209 = arith.constant 0x3D2AA9C1 : f32
        %_210 = arith.addf %_208, %_209 : f32
        %_211 = arith.mulf %_210, %_200 : f32
        %_212 = arith.constant 0x3E2AAAAA : f32
        %_213 = arith.addf %_211, %_212 : f32
        %_214 = arith.mulf %_213, %_200 : f32
        %_215 = arith.constant 0x3F000000 : f32
        %_216 = arith.addf %_214, %_215 : f32
        %_217 = arith.mulf %_200, %_200 : f32
        %_218 = arith.mulf %_216, %_217 : f32
        %_219 = arith.addf %_218, %_200 : f32
        %_220 = arith.constant 0x3F800000 : f32
        %_221 = arith.addf %_219, %_220 : f32
        %_222 = arith.fptosi %_194 : f32 to i32
        %_223 = arith.constant 1 : i32
        %_224 = arith.constant 127 : i32
        %_225 = arith.constant 23 : i32
        %_226 = arith.shrsi %_222, %_223 : i32
        %_227 = arith.subi %_222, %_226 : i32
        %_228 = arith.addi %_226, %_224 : i32
        %_229 = arith.shli %_228, %_225 : i32
        %_230 = arith.bitcast %_229 : i32 to f32
        %_231 = arith.mulf %_221, %_230 : f32
        %_232 = arith.addi %_227, %_224 : i32
        %_233 = arith.shli %_232, %_225 : i32
        %_234 = arith.bitcast %_233 : i32 to f32
        %_235 = arith.mulf %_231, %_234 : f32
        %_236 = arith.cmpf uno, %_185, %_185 : f32
        %_237 = arith.select %_236, %_185, %_235 : f32
        %_238 = arith.divf %_237, %_in183 : f32
        linalg.yield %_238 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = math.log %_in354 : f32
        %_358 = arith.subf %_356, %_357 : f32
        linalg.yield %_358 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_360 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_371 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_360 : tensor<1x4xf32>) {
      ^bb0(%_in361: i64, %_out362: f32):
        %_363 = arith.index_cast %_in361 : i64 to index
        %_364 = arith.constant 0 : index
        %_365 = arith.constant 7 : index
        %_366 = arith.maxsi %_363, %_364 : index
        %_367 = arith.minsi %_366, %_365 : index
        %_368 = linalg.index 0 : index
        %_369 = linalg.index 1 : index
        %_370 = tensor.extract %_359[%_368, %_369, %_367] : tensor<1x4x8xf32>
        linalg.yield %_370 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_372 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_373 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_374 = linalg.fill ins(%_372 : i64) outs(%_373 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_374 : tensor<i64>) {
      ^bb0(%_in375: i64, %_out376: i64):
        %_377 = arith.constant 0 : i64
        %_378 = arith.cmpi sge, %_in375, %_377 : i64
        %_379 = arith.constant 7 : i64
        %_380 = arith.cmpi sle, %_in375, %_379 : i64
        %_381 = arith.andi %_378, %_380 : i1
        %_382 = arith.constant 0 : i64
        %_383 = arith.constant 4 : i64
        %_384 = arith.select %_381, %_382, %_383 : i64
        %_385 = arith.maxsi %_out376, %_384 : i64
        linalg.yield %_385 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_387 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_394 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_386 : tensor<i64>, tensor<i64>) outs(%_387 : tensor<i64>) {
      ^bb0(%_in388: i64, %_in389: i64, %_out390: i64):
        %_391 = arith.constant 0 : i64
        %_392 = arith.cmpi ne, %_in388, %_391 : i64
        %_393 = arith.select %_392, %_in388, %_in389 : i64
        linalg.yield %_393 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_395 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_399 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_371 : tensor<1x4xf32>) outs(%_395 : tensor<1x4xf32>) {
      ^bb0(%_in396: f32, %_out397: f32):
        %_398 = arith.negf %_in396 : f32
        linalg.yield %_398 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_400 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_nll_step.kina":5:1)
    %_401 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_405 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_400 : tensor<1x4xf32>) outs(%_401 : tensor<1x4xf32>) {
      ^bb0(%_in402: f32, %_out403: f32):
        %_404 = arith.negf %_in402 : f32
        linalg.yield %_404 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_406 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":46:16)
    %_415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_405, %targets : tensor<1x4xf32>, tensor<1x4xi64>) outs(%_406 : tensor<1x4x8xf32>) {
      ^bb0(%_in407: f32, %_in408: i64, %_out409: f32):
        %_410 = arith.index_cast %_in408 : i64 to index
        %_411 = linalg.index 2 : index
        %_412 = arith.cmpi eq, %_410, %_411 : index
        %_413 = arith.constant 0x00000000 : f32
        %_414 = arith.select %_412, %_in407, %_413 : f32
        linalg.yield %_414 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":46:16)
    %_416 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_417 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_418 = linalg.fill ins(%_416 : i64) outs(%_417 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_418 : tensor<i64>) {
      ^bb0(%_in419: i64, %_out420: i64):
        %_421 = arith.constant 0 : i64
        %_422 = arith.cmpi sge, %_in419, %_421 : i64
        %_423 = arith.constant 7 : i64
        %_424 = arith.cmpi sle, %_in419, %_423 : i64
        %_425 = arith.andi %_422, %_424 : i1
        %_426 = arith.constant 0 : i64
        %_427 = arith.constant 5 : i64
        %_428 = arith.select %_425, %_426, %_427 : i64
        %_429 = arith.maxsi %_out420, %_428 : i64
        linalg.yield %_429 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_431 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_438 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_394, %_430 : tensor<i64>, tensor<i64>) outs(%_431 : tensor<i64>) {
      ^bb0(%_in432: i64, %_in433: i64, %_out434: i64):
        %_435 = arith.constant 0 : i64
        %_436 = arith.cmpi ne, %_in432, %_435 : i64
        %_437 = arith.select %_436, %_in432, %_in433 : i64
        linalg.yield %_437 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_439 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_440 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_441 = linalg.fill ins(%_439 : f32) outs(%_440 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_441 : tensor<1x4xf32>) {
      ^bb0(%_in442: f32, %_out443: f32):
        %_444 = arith.maximumf %_in442, %_out443 : f32
        linalg.yield %_444 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_446 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_447 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_448 = linalg.fill ins(%_446 : f32) outs(%_447 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_445 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_448 : tensor<1x4xf32>) {
      ^bb0(%_in449: f32, %_in450: f32, %_out451: f32):
        %_452 = arith.subf %_in449, %_in450 : f32
        %_453 = arith.constant 0x42B20000 : f32
        %_454 = arith.minimumf %_452, %_453 : f32
        %_455 = arith.constant 0xC2D00000 : f32
        %_456 = arith.maximumf %_454, %_455 : f32
        %_457 = arith.constant 0x3FB8AA3B : f32
        %_458 = arith.mulf %_456, %_457 : f32
        %_459 = arith.constant 0x3F000000 : f32
        %_460 = arith.addf %_458, %_459 : f32
        %_461 = math.floor %_460 : f32
        %_462 = arith.constant 0x3F318000 : f32
        %_463 = arith.mulf %_461, %_462 : f32
        %_464 = arith.subf %_456, %_463 : f32
        %_465 = arith.constant 0xB95E8083 : f32
        %_466 = arith.mulf %_461, %_465 : f32
        %_467 = arith.subf %_464, %_466 : f32
        %_468 = arith.constant 0x39506967 : f32
        %_469 = arith.mulf %_468, %_467 : f32
        %_470 = arith.constant 0x3AB743CE : f32
        %_471 = arith.addf %_469, %_470 : f32
        %_472 = arith.mulf %_471, %_467 : f32
        %_473 = arith.constant 0x3C088908 : f32
        %_474 = arith.addf %_472, %_473 : f32
        %_475 = arith.mulf %_474, %_467 : f32
        %_476 = arith.constant 0x3D2AA9C1 : f32
        %_477 = arith.addf %_475, %_476 : f32
        %_478 = arith.mulf %_477, %_467 : f32
        %_479 = arith.constant 0x3E2AAAAA : f32
        %_480 = arith.addf %_478, %_479 : f32
        %_481 = arith.mulf %_480, %_467 : f32
        %_482 = arith.constant 0x3F000000 : f32
        %_483 = arith.addf %_481, %_482 : f32
        %_484 = arith.mulf %_467, %_467 : f32
        %_485 = arith.mulf %_483, %_484 : f32
        %_486 = arith.addf %_485, %_467 : f32
        %_487 = arith.constant 0x3F800000 : f32
        %_488 = arith.addf %_486, %_487 : f32
        %_489 = arith.fptosi %_461 : f32 to i32
        %_490 = arith.constant 1 : i32
        %_491 = arith.constant 127 : i32
        %_492 = arith.constant 23 : i32
        %_493 = arith.shrsi %_489, %_490 : i32
        %_494 = arith.subi %_489, %_493 : i32
        %_495 = arith.addi %_493, %_491 : i32
        %_496 = arith.shli %_495, %_492 : i32
        %_497 = arith.bitcast %_496 : i32 to f32
        %_498 = arith.mulf %_488, %_497 : f32
        %_499 = arith.addi %_494, %_491 : i32
        %_500 = arith.shli %_499, %_492 : i32
        %_501 = arith.bitcast %_500 : i32 to f32
        %_502 = arith.mulf %_498, %_501 : f32
        %_503 = arith.cmpf uno, %_452, %_452 : f32
        %_504 = arith.select %_503, %_452, %_502 : f32
        %_505 = arith.addf %_504, %_out451 : f32
        linalg.yield %_505 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_507 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_445, %_506 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_507 : tensor<1x4x8xf32>) {
      ^bb0(%_in508: f32, %_in509: f32, %_in510: f32, %_out511: f32):
        %_512 = arith.subf %_in508, %_in509 : f32
        %_513 = arith.constant 0x42B20000 : f32
        %_514 = arith.minimumf %_512, %_513 : f32
        %_515 = arith.constant 0xC2D00000 : f32
        %_516 = arith.maximumf %_514, %_515 : f32
        %_517 = arith.constant 0x3FB8AA3B : f32
        %_518 = arith.mulf %_516, %_517 : f32
        %_519 = arith.constant 0x3F000000 : f32
        %_520 = arith.addf %_518, %_519 : f32
        %_521 = math.floor %_520 : f32
        %_522 = arith.constant 0x3F318000 : f32
        %_523 = arith.mulf %_521, %_522 : f32
        %_524 = arith.subf %_516, %_523 : f32
        %_525 = arith.constant 0xB95E8083 : f32
        %_526 = arith.mulf %_521, %_525 : f32
        %_527 = arith.subf %_524, %_526 : f32
        %_528 = arith.constant 0x39506967 : f32
        %_529 = arith.mulf %_528, %_527 : f32
        %_530 = arith.constant 0x3AB743CE : f32
        %_531 = arith.addf %_529, %_530 : f32
        %_532 = arith.mulf %_531, %_527 : f32
        %_533 = arith.constant 0x3C088908 : f32
        %_534 = arith.addf %_532, %_533 : f32
        %_535 = arith.mulf %_534, %_527 : f32
        %_536 = arith.constant 0x3D2AA9C1 : f32
        %_537 = arith.addf %_535, %_536 : f32
        %_538 = arith.mulf %_537, %_527 : f32
        %_539 = arith.constant 0x3E2AAAAA : f32
        %_540 = arith.addf %_538, %_539 : f32
        %_541 = arith.mulf %_540, %_527 : f32
        %_542 = arith.constant 0x3F000000 : f32
        %_543 = arith.addf %_541, %_542 : f32
        %_544 = arith.mulf %_527, %_527 : f32
        %_545 = arith.mulf %_543, %_544 : f32
        %_546 = arith.addf %_545, %_527 : f32
        %_547 = arith.constant 0x3F800000 : f32
        %_548 = arith.addf %_546, %_547 : f32
        %_549 = arith.fptosi %_521 : f32 to i32
        %_550 = arith.constant 1 : i32
        %_551 = arith.constant 127 : i32
        %_552 = arith.constant 23 : i32
        %_553 = arith.shrsi %_549, %_550 : i32
        %_554 = arith.subi %_549, %_553 : i32
        %_555 = arith.addi %_553, %_551 : i32
        %_556 = arith.shli %_555, %_552 : i32
        %_557 = arith.bitcast %_556 : i32 to f32
        %_558 = arith.mulf %_548, %_557 : f32
        %_559 = arith.addi %_554, %_551 : i32
        %_560 = arith.shli %_559, %_552 : i32
        %_561 = arith.bitcast %_560 : i32 to f32
        %_562 = arith.mulf %_558, %_561 : f32
        %_563 = arith.cmpf uno, %_512, %_512 : f32
        %_564 = arith.select %_563, %_512, %_562 : f32
        %_565 = arith.divf %_564, %_in510 : f32
        linalg.yield %_565 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_567 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_568 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_569 = linalg.fill ins(%_567 : f32) outs(%_568 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_415 : tensor<1x4x8xf32>) outs(%_569 : tensor<1x4xf32>) {
      ^bb0(%_in570: f32, %_out571: f32):
        %_572 = arith.addf %_in570, %_out571 : f32
        linalg.yield %_572 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_574 = tensor.collapse_shape %_573 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_nll_step.kina":45:19)
    %_575 = tensor.expand_shape %_574 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_nll_step.kina":45:19)
    %_576 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_575 : tensor<1x4x1xf32>) outs(%_576 : tensor<1x4x8xf32>) {
      ^bb0(%_in577: f32, %_out578: f32):
        linalg.yield %_in577 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_580 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_566, %_579 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_580 : tensor<1x4x8xf32>) {
      ^bb0(%_in581: f32, %_in582: f32, %_out583: f32):
        %_584 = arith.mulf %_in581, %_in582 : f32
        linalg.yield %_584 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_586 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_415, %_585 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_586 : tensor<1x4x8xf32>) {
      ^bb0(%_in587: f32, %_in588: f32, %_out589: f32):
        %_590 = arith.subf %_in587, %_in588 : f32
        linalg.yield %_590 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_592 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_272 : tensor<1x4x8xf32>) outs(%_592 : tensor<1x8x4xf32>) {
      ^bb0(%_in593: f32, %_out594: f32):
        linalg.yield %_in593 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_596 = tensor.collapse_shape %_591 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_597 = tensor.expand_shape %_596 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_598 = tensor.collapse_shape %_595 [[0, 1, 2]] : tensor<1x8x4xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_599 = tensor.expand_shape %_598 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_600 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_601 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_602 = linalg.fill ins(%_600 : f32) outs(%_601 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_603 = linalg.matmul {kina.tile = [4, 4, 8], kina.block = [0, 0, 0]} ins(%_597, %_599 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%_602 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_604 = tensor.collapse_shape %_603 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_605 = tensor.expand_shape %_604 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_606 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_270 : tensor<1x4x4xf32>) outs(%_606 : tensor<1x4x4xf32>) {
      ^bb0(%_in607: f32, %_out608: f32):
        linalg.yield %_in607 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_610 = tensor.collapse_shape %_609 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_611 = tensor.expand_shape %_610 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_612 = tensor.collapse_shape %_591 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_613 = tensor.expand_shape %_612 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_614 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_615 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_616 = linalg.fill ins(%_614 : f32) outs(%_615 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_617 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_611, %_613 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_616 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_618 = tensor.collapse_shape %_617 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_619 = tensor.expand_shape %_618 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_620 = tensor.collapse_shape %_619 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_621 = tensor.expand_shape %_620 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_622 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_254 : tensor<1x4x4xf32>) outs(%_622 : tensor<1x4x4xf32>) {
      ^bb0(%_in623: f32, %_out624: f32):
        linalg.yield %_in623 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_626 = tensor.collapse_shape %_605 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_627 = tensor.expand_shape %_626 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_628 = tensor.collapse_shape %_625 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_629 = tensor.expand_shape %_628 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_630 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_631 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_632 = linalg.fill ins(%_630 : f32) outs(%_631 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_633 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_627, %_629 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_632 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_634 = tensor.collapse_shape %_633 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_635 = tensor.expand_shape %_634 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_636 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_252 : tensor<1x4x4xf32>) outs(%_636 : tensor<1x4x4xf32>) {
      ^bb0(%_in637: f32, %_out638: f32):
        linalg.yield %_in637 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_640 = tensor.collapse_shape %_639 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_641 = tensor.expand_shape %_640 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_642 = tensor.collapse_shape %_605 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_643 = tensor.expand_shape %_642 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_644 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_645 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_646 = linalg.fill ins(%_644 : f32) outs(%_645 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_647 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_641, %_643 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_646 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_648 = tensor.collapse_shape %_647 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_649 = tensor.expand_shape %_648 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_650 = tensor.collapse_shape %_649 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_651 = tensor.expand_shape %_650 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_652 = tensor.collapse_shape %_635 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_653 = tensor.expand_shape %_652 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":39:16)
    %_654 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_653 : tensor<1x4x2x2xf32>) outs(%_654 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in655: f32, %_out656: f32):
        linalg.yield %_in655 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_658 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_80 : tensor<1x2x4x2xf32>) outs(%_658 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in659: f32, %_out660: f32):
        linalg.yield %_in659 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_662 = tensor.collapse_shape %_657 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_663 = tensor.collapse_shape %_661 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_664 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_665 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_666 = linalg.fill ins(%_664 : f32) outs(%_665 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_667 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_662, %_663 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_666 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_668 = tensor.expand_shape %_667 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_669 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239 : tensor<1x2x4x4xf32>) outs(%_669 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in670: f32, %_out671: f32):
        linalg.yield %_in670 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_673 = tensor.collapse_shape %_672 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_674 = tensor.collapse_shape %_657 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_675 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_676 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_677 = linalg.fill ins(%_675 : f32) outs(%_676 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_678 = linalg.batch_matmul ins(%_673, %_674 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_677 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_679 = tensor.expand_shape %_678 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_680 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_668, %_239 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_680 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in681: f32, %_in682: f32, %_out683: f32):
        %_684 = arith.mulf %_in681, %_in682 : f32
        linalg.yield %_684 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_686 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_687 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_688 = linalg.fill ins(%_686 : f32) outs(%_687 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_685 : tensor<1x2x4x4xf32>) outs(%_688 : tensor<1x2x4xf32>) {
      ^bb0(%_in689: f32, %_out690: f32):
        %_691 = arith.addf %_in689, %_out690 : f32
        linalg.yield %_691 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_693 = tensor.collapse_shape %_692 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_nll_step.kina":36:15)
    %_694 = tensor.expand_shape %_693 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_nll_step.kina":36:15)
    %_695 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_694 : tensor<1x2x4x1xf32>) outs(%_695 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in696: f32, %_out697: f32):
        linalg.yield %_in696 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_699 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_668, %_698 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_699 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in700: f32, %_in701: f32, %_out702: f32):
        %_703 = arith.subf %_in700, %_in701 : f32
        linalg.yield %_703 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_705 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239, %_704 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_705 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in706: f32, %_in707: f32, %_out708: f32):
        %_709 = arith.mulf %_in706, %_in707 : f32
        linalg.yield %_709 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_711 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":34:14)
    %_712 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_713 = linalg.fill ins(%_711 : f32) outs(%_712 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_710 : tensor<1x2x4x4xf32>) outs(%_713 : tensor<1x4x4xf32>) {
      ^bb0(%_in714: f32, %_out715: f32):
        %_716 = arith.addf %_in714, %_out715 : f32
        linalg.yield %_716 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_718 = tensor.collapse_shape %_717 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":34:14)
    %_719 = tensor.expand_shape %_718 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_720 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_710, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_720 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in721: f32, %_in722: f32, %_out723: f32):
        %_724 = arith.mulf %_in721, %_in722 : f32
        linalg.yield %_724 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_726 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_710, %_91 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_726 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in727: f32, %_in728: f32, %_out729: f32):
        %_730 = arith.mulf %_in727, %_in728 : f32
        linalg.yield %_730 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_732 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":32:15)
    %_733 = tensor.empty() : tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_734 = linalg.fill ins(%_732 : f32) outs(%_733 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%_731 : tensor<1x2x4x4xf32>) outs(%_734 : tensor<1xf32>) {
      ^bb0(%_in735: f32, %_out736: f32):
        %_737 = arith.addf %_in735, %_out736 : f32
        linalg.yield %_737 : f32
      } -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_739 = tensor.expand_shape %_738 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_nll_step.kina":32:15)
    %_740 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_84 : tensor<1x2x2x4xf32>) outs(%_740 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in741: f32, %_out742: f32):
        linalg.yield %_in741 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_744 = tensor.collapse_shape %_725 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_745 = tensor.collapse_shape %_743 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_746 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_747 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_748 = linalg.fill ins(%_746 : f32) outs(%_747 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_749 = linalg.batch_matmul ins(%_744, %_745 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_748 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_750 = tensor.expand_shape %_749 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_751 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_68 : tensor<1x2x4x2xf32>) outs(%_751 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in752: f32, %_out753: f32):
        linalg.yield %_in752 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_755 = tensor.collapse_shape %_754 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_756 = tensor.collapse_shape %_725 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_757 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_758 = tensor.empty() : tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_759 = linalg.fill ins(%_757 : f32) outs(%_758 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_760 = linalg.batch_matmul {kina.tile = [2, 4, 4], kina.block = [0, 0, 0]} ins(%_755, %_756 : tensor<2x2x4xf32>, tensor<2x4x4xf32>) outs(%_759 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_761 = tensor.expand_shape %_760 [[0, 1], [2], [3]] output_shape [1, 2, 2, 4] : tensor<2x2x4xf32> into tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_762 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_761 : tensor<1x2x2x4xf32>) outs(%_762 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in763: f32, %_out764: f32):
        linalg.yield %_in763 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_766 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_679 : tensor<1x2x4x2xf32>) outs(%_766 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in767: f32, %_out768: f32):
        linalg.yield %_in767 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_770 = tensor.collapse_shape %_769 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_771 = tensor.expand_shape %_770 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":28:12)
    %_772 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_765 : tensor<1x2x4x2xf32>) outs(%_772 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in773: f32, %_out774: f32):
        linalg.yield %_in773 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_776 = tensor.collapse_shape %_775 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_777 = tensor.expand_shape %_776 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":26:12)
    %_778 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_750 : tensor<1x2x4x2xf32>) outs(%_778 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in779: f32, %_out780: f32):
        linalg.yield %_in779 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_782 = tensor.collapse_shape %_781 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_783 = tensor.expand_shape %_782 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":24:12)
    %_784 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_784 : tensor<1x4x4xf32>) {
      ^bb0(%_in785: f32, %_out786: f32):
        linalg.yield %_in785 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_788 = tensor.collapse_shape %_771 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_789 = tensor.expand_shape %_788 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_790 = tensor.collapse_shape %_787 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_791 = tensor.expand_shape %_790 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_792 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_793 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_794 = linalg.fill ins(%_792 : f32) outs(%_793 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_795 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_789, %_791 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_794 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_796 = tensor.collapse_shape %_795 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_797 = tensor.expand_shape %_796 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_798 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_798 : tensor<1x4x4xf32>) {
      ^bb0(%_in799: f32, %_out800: f32):
        linalg.yield %_in799 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_802 = tensor.collapse_shape %_801 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_803 = tensor.expand_shape %_802 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_804 = tensor.collapse_shape %_771 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_805 = tensor.expand_shape %_804 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_806 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_807 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_808 = linalg.fill ins(%_806 : f32) outs(%_807 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_809 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_803, %_805 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_808 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_810 = tensor.collapse_shape %_809 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_811 = tensor.expand_shape %_810 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_812 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_812 : tensor<1x4x4xf32>) {
      ^bb0(%_in813: f32, %_out814: f32):
        linalg.yield %_in813 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_816 = tensor.collapse_shape %_777 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_817 = tensor.expand_shape %_816 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_818 = tensor.collapse_shape %_815 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_819 = tensor.expand_shape %_818 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_820 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_821 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_822 = linalg.fill ins(%_820 : f32) outs(%_821 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_823 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_817, %_819 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_822 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_824 = tensor.collapse_shape %_823 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_825 = tensor.expand_shape %_824 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_826 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_826 : tensor<1x4x4xf32>) {
      ^bb0(%_in827: f32, %_out828: f32):
        linalg.yield %_in827 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_830 = tensor.collapse_shape %_829 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_831 = tensor.expand_shape %_830 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_832 = tensor.collapse_shape %_777 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_833 = tensor.expand_shape %_832 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_834 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_835 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_836 = linalg.fill ins(%_834 : f32) outs(%_835 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_837 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_831, %_833 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_836 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_838 = tensor.collapse_shape %_837 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_839 = tensor.expand_shape %_838 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_840 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_840 : tensor<1x4x4xf32>) {
      ^bb0(%_in841: f32, %_out842: f32):
        linalg.yield %_in841 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_844 = tensor.collapse_shape %_783 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_845 = tensor.expand_shape %_844 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_846 = tensor.collapse_shape %_843 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_847 = tensor.expand_shape %_846 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_848 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_849 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_850 = linalg.fill ins(%_848 : f32) outs(%_849 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_851 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_845, %_847 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_850 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_852 = tensor.collapse_shape %_851 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_853 = tensor.expand_shape %_852 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_854 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_854 : tensor<1x4x4xf32>) {
      ^bb0(%_in855: f32, %_out856: f32):
        linalg.yield %_in855 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_858 = tensor.collapse_shape %_857 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_859 = tensor.expand_shape %_858 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_860 = tensor.collapse_shape %_783 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_861 = tensor.expand_shape %_860 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_862 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_863 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_864 = linalg.fill ins(%_862 : f32) outs(%_863 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_865 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_859, %_861 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_864 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_866 = tensor.collapse_shape %_865 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_867 = tensor.expand_shape %_866 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_868 = tensor.collapse_shape %_811 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_869 = tensor.expand_shape %_868 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_870 = tensor.collapse_shape %_839 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_871 = tensor.expand_shape %_870 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_872 = tensor.collapse_shape %_867 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_873 = tensor.expand_shape %_872 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_874 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_605, %_797 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_874 : tensor<1x4x4xf32>) {
      ^bb0(%_in875: f32, %_in876: f32, %_out877: f32):
        %_878 = arith.addf %_in875, %_in876 : f32
        linalg.yield %_878 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_880 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_879, %_825 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_880 : tensor<1x4x4xf32>) {
      ^bb0(%_in881: f32, %_in882: f32, %_out883: f32):
        %_884 = arith.addf %_in881, %_in882 : f32
        linalg.yield %_884 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_886 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_885, %_853 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_886 : tensor<1x4x4xf32>) {
      ^bb0(%_in887: f32, %_in888: f32, %_out889: f32):
        %_890 = arith.addf %_in887, %_in888 : f32
        linalg.yield %_890 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_892 = tensor.collapse_shape %token_ids [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_nll_step.kina":17:11)
    %_893 = tensor.collapse_shape %_891 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":17:11)
    %_894 = tensor.expand_shape %_893 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_895 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":17:11)
    %_896 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_897 = linalg.fill ins(%_895 : f32) outs(%_896 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_913 = arith.constant 0 : index loc("storylm0_nll_step.kina":17:11)
    %_914 = arith.constant 1 : index loc("storylm0_nll_step.kina":17:11)
    %_915 = arith.constant 4 : index loc("storylm0_nll_step.kina":17:11)
    %_916 = arith.constant 8 : index loc("storylm0_nll_step.kina":17:11)
    %_917 = scf.for %_898 = %_913 to %_915 step %_914 iter_args(%_899 = %_897) -> (tensor<8x4xf32>) {
          %_900 = tensor.extract %_892[%_898] : tensor<4xi64>
          %_901 = arith.index_cast %_900 : i64 to index
          %_902 = arith.cmpi sge, %_901, %_913 : index
          %_903 = arith.cmpi slt, %_901, %_916 : index
          %_904 = arith.andi %_902, %_903 : i1
          %_905 = scf.if %_904 -> (tensor<8x4xf32>) {
            %_906 = tensor.extract_slice %_899[%_901, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
            %_907 = tensor.extract_slice %_894[%_898, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
            %_909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_907 : tensor<1x4xf32>) outs(%_906 : tensor<1x4xf32>) {
            ^bb0(%_911: f32, %_912: f32):
              %_908 = arith.addf %_912, %_911 : f32
              linalg.yield %_908 : f32
            } -> tensor<1x4xf32>
            %_910 = tensor.insert_slice %_909 into %_899[%_901, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
            scf.yield %_910 : tensor<8x4xf32>
          } else {
            scf.yield %_899 : tensor<8x4xf32>
          }
          scf.yield %_905 : tensor<8x4xf32>
        } loc("storylm0_nll_step.kina":17:11)
    %_918 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_919 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_920 = linalg.fill ins(%_918 : i64) outs(%_919 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_932 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_920 : tensor<i64>) {
      ^bb0(%_in921: i64, %_out922: i64):
        %_923 = arith.constant 0 : i64
        %_924 = arith.cmpi sge, %_in921, %_923 : i64
        %_925 = arith.constant 7 : i64
        %_926 = arith.cmpi sle, %_in921, %_925 : i64
        %_927 = arith.andi %_924, %_926 : i1
        %_928 = arith.constant 0 : i64
        %_929 = arith.constant 6 : i64
        %_930 = arith.select %_927, %_928, %_929 : i64
        %_931 = arith.maxsi %_out922, %_930 : i64
        linalg.yield %_931 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_933 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_940 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_438, %_932 : tensor<i64>, tensor<i64>) outs(%_933 : tensor<i64>) {
      ^bb0(%_in934: i64, %_in935: i64, %_out936: i64):
        %_937 = arith.constant 0 : i64
        %_938 = arith.cmpi ne, %_in934, %_937 : i64
        %_939 = arith.select %_938, %_in934, %_in935 : i64
        linalg.yield %_939 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    func.return %_399, %_917, %_719, %_739, %_873, %_871, %_869, %_651, %_621, %_940 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":73:5)
    %_2 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<8x4xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_6 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_6 : tensor<8x4xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_12 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%token_embedding, %_11 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_12 : tensor<8x4xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_18 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_18 : tensor<4x4xf32>) {
      ^bb0(%_in19: f32, %_out20: f32):
        linalg.yield %_in19 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_22 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_21, %_call1#4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_22 : tensor<4x4xf32>) {
      ^bb0(%_in23: f32, %_in24: f32, %_out25: f32):
        %_26 = arith.mulf %_in23, %_in24 : f32
        linalg.yield %_26 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_28 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wq, %_27 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_28 : tensor<4x4xf32>) {
      ^bb0(%_in29: f32, %_in30: f32, %_out31: f32):
        %_32 = arith.subf %_in29, %_in30 : f32
        linalg.yield %_32 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_34 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_34 : tensor<4x4xf32>) {
      ^bb0(%_in35: f32, %_out36: f32):
        linalg.yield %_in35 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_call1#5 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_44 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wk, %_43 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_44 : tensor<4x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.subf %_in45, %_in46 : f32
        linalg.yield %_48 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_50 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_50 : tensor<4x4xf32>) {
      ^bb0(%_in51: f32, %_out52: f32):
        linalg.yield %_in51 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_54 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_53, %_call1#6 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_54 : tensor<4x4xf32>) {
      ^bb0(%_in55: f32, %_in56: f32, %_out57: f32):
        %_58 = arith.mulf %_in55, %_in56 : f32
        linalg.yield %_58 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_60 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wv, %_59 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_60 : tensor<4x4xf32>) {
      ^bb0(%_in61: f32, %_in62: f32, %_out63: f32):
        %_64 = arith.subf %_in61, %_in62 : f32
        linalg.yield %_64 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_66 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_66 : tensor<4x4xf32>) {
      ^bb0(%_in67: f32, %_out68: f32):
        linalg.yield %_in67 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_call1#7 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_in72: f32, %_out73: f32):
        %_74 = arith.mulf %_in71, %_in72 : f32
        linalg.yield %_74 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_76 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wo, %_75 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_76 : tensor<4x4xf32>) {
      ^bb0(%_in77: f32, %_in78: f32, %_out79: f32):
        %_80 = arith.subf %_in77, %_in78 : f32
        linalg.yield %_80 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_82 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_82 : tensor<4x8xf32>) {
      ^bb0(%_in83: f32, %_out84: f32):
        linalg.yield %_in83 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_86 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_85, %_call1#8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_86 : tensor<4x8xf32>) {
      ^bb0(%_in87: f32, %_in88: f32, %_out89: f32):
        %_90 = arith.mulf %_in87, %_in88 : f32
        linalg.yield %_90 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_92 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    %_97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lm_head, %_91 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_92 : tensor<4x8xf32>) {
      ^bb0(%_in93: f32, %_in94: f32, %_out95: f32):
        %_96 = arith.subf %_in93, %_in94 : f32
        linalg.yield %_96 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    func.return %_call1#0, %_17, %_33, %_49, %_65, %_81, %_97, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":51:1)
  } loc("storylm0_nll_step.kina":51:1)
  func.func @main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:8 = func.call @step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %lr) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":107:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":86:1)
  } loc("storylm0_nll_step.kina":86:1)
}
